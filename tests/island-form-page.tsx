import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppLoadContext } from 'react-router';
import { vi } from 'vitest';
import { mount } from '#app/components/ui/post-form-island.ts';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';
import type { FormReply } from '#app/lib/form-reply.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';

type Reply = FormReply<string>;
type PageAction = (
  posted: FormData,
  context: AppLoadContext,
) => Promise<{ data: Reply; init: ResponseInit | null }>;

export interface FormPost {
  url: string;
  method: string;
  body: Record<string, string>;
}

/**
 * A form island over a stand-in server: the box as the server renders it, its island
 * mounted, and `fetch` answering each post as the page does, with the real action and the
 * box rendered again with its reply. The tests read the page and the toasts asked for.
 */
export function renderIslandForm(
  box: (reply: Reply | undefined) => ReactElement,
  action: PageAction,
  forms: Partial<FormActions>,
) {
  const page = document.createElement('main');
  page.innerHTML = renderToStaticMarkup(box(undefined));
  document.body.append(page);

  const posts: FormPost[] = [];
  let held: Promise<void> | undefined;
  const context = { forms, clientIp: '203.0.113.7' } as unknown as AppLoadContext;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = new URLSearchParams(init?.body instanceof URLSearchParams ? init.body : '');
    posts.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      body: Object.fromEntries(body),
    });
    await held;
    const posted = new FormData();
    for (const [name, value] of body) posted.append(name, value);
    const reply = await action(posted, context);
    const html = `<!doctype html><html><body><main>${renderToStaticMarkup(box(reply.data))}</main></body></html>`;
    return new Response(html, { status: reply.init?.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);

  const toasts: ToastDetail[] = [];
  const record = (event: Event) => toasts.push((event as CustomEvent<ToastDetail>).detail);
  window.addEventListener(toastEvent, record);

  const form = page.querySelector('form');
  if (!form) throw new Error('The box has no form');
  mount(form);

  return {
    posts,
    toasts,
    fetchMock,
    /** Holds the server's answers until the returned function is called. */
    hold() {
      let release: () => void = () => undefined;
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    cleanup() {
      window.removeEventListener(toastEvent, record);
      page.remove();
      vi.unstubAllGlobals();
    },
  };
}

/** The toast a notice asks for. */
export function toastOf(
  notice: { title: string; description: string },
  kind: ToastDetail['kind'],
): ToastDetail {
  return { message: notice.title, description: notice.description, kind };
}
