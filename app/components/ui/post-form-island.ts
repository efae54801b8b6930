import { showToast, type ToastDetail } from '#app/islands/toast.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';

/**
 * Sends a page form (island-form.tsx) by fetch instead of leaving the page. The post is the
 * one the form makes without scripts, to the same action; the server answers with the page
 * rendered for it, whose copy of the form (red fields, values, notice) takes this one's place.
 * So the checks, the words and the refusals are the server's, and no contract code (zod)
 * reaches the browser. The notice shows as a toast, as the hydrated forms show theirs.
 */

function intentOf(form: HTMLFormElement): string | undefined {
  const intent = form.elements.namedItem('intent');
  return intent instanceof HTMLInputElement ? intent.value : undefined;
}

/** What the form holds, sent as the browser sends a form: url-encoded, never in the address. */
function postedBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(name, value);
  }
  return body;
}

/** The form of the same intent in the page the server answered with. */
function answeredForm(html: string, intent: string | undefined): HTMLFormElement | undefined {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.querySelectorAll('form')].find((form) => intentOf(form) === intent);
}

function noticeToast(notice: Element): ToastDetail {
  const variant = notice.getAttribute('data-form-notice');
  const description = notice.querySelector('[data-notice-description]')?.textContent;
  return {
    message: notice.querySelector('[data-notice-title]')?.textContent ?? '',
    kind: variant === 'success' || variant === 'error' ? variant : 'info',
    ...(description ? { description } : {}),
  };
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.toggleAttribute('aria-busy', busy);
  for (const button of form.querySelectorAll('button[type="submit"]')) {
    if (!(button instanceof HTMLButtonElement)) continue;
    button.disabled = busy;
    for (const face of button.querySelectorAll<HTMLElement>('[data-face]'))
      face.hidden = (face.dataset.face === 'busy') !== busy;
  }
}

/** Editing a red field clears its flag at once, as the hydrated forms do. */
function clearFlag(control: Element): void {
  if (control.getAttribute('aria-invalid') !== 'true') return;
  control.removeAttribute('aria-invalid');
  const errorId = `${control.id}-error`;
  document.getElementById(errorId)?.remove();
  const rest = (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id && id !== errorId);
  if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** Puts the answered form's fields in place, its notice as a toast, and focus where it helps. */
function showAnswer(form: HTMLFormElement, answer: HTMLFormElement): void {
  const hadFocus = form.contains(document.activeElement);
  const notice = answer.querySelector('[data-form-notice]');
  notice?.remove();
  form.replaceChildren(...[...answer.childNodes].map((node) => document.importNode(node, true)));
  setBusy(form, false);
  if (notice) showToast(noticeToast(notice));
  const flagged = [...form.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id);
  if (flagged.length > 0) focusFirstField(flagged);
  else if (hadFocus) form.querySelector<HTMLElement>('button[type="submit"]')?.focus();
}

async function submit(form: HTMLFormElement): Promise<void> {
  setBusy(form, true);
  form.querySelector('[data-form-notice]')?.remove();
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: postedBody(form),
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
    const answer = answeredForm(await response.text(), intentOf(form));
    if (!answer) throw new Error(`No form in the answer (HTTP ${response.status})`);
    showAnswer(form, answer);
  } catch (error) {
    showFailure(form, error);
  }
}

/** No answer to show (offline, an error page): what was typed stays, with the form's failure notice. */
function showFailure(form: HTMLFormElement, error: unknown): void {
  const { failureTitle = '', failureDescription } = form.dataset;
  console.error(`${failureTitle}:`, error);
  setBusy(form, false);
  showToast({
    message: failureTitle,
    kind: 'error',
    ...(failureDescription ? { description: failureDescription } : {}),
  });
}

export function mount(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return;
  const form = root;
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    void submit(form).finally(() => {
      busy = false;
    });
  });
  form.addEventListener('input', (event) => {
    if (event.target instanceof Element) clearFlag(event.target);
  });
  // Back from another page, a form restored from the back-forward cache may still be busy.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setBusy(form, false);
  });
}
