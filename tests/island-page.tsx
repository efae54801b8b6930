import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import { islandAttribute } from '#app/islands/island.ts';
import { islandRegistry } from '#app/island-registry.ts';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';

/**
 * An element's HTML as the server sends it: rendered with `import.meta.env.SSR` on, so what
 * differs in the browser (IslandTemplate's content) is there as on a real page.
 */
export function serverMarkup(element: ReactElement): string {
  vi.stubEnv('SSR', true);
  try {
    return renderToStaticMarkup(element);
  } finally {
    vi.unstubAllEnvs();
  }
}

/**
 * Puts the server's markup for `ui` in the page, as a reading page arrives, then mounts each
 * root of island `name` in it as the islands entry does: the registry's loader, then `mount`.
 * Returns the roots.
 */
export async function mountIsland(ui: ReactElement, name: string): Promise<HTMLElement[]> {
  document.body.innerHTML = serverMarkup(ui);
  // The next test, maybe of another file in this worker, starts from an empty page.
  onTestFinished(() => {
    document.body.innerHTML = '';
  });
  const roots = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}="${name}"]`)];
  const entry = islandRegistry[name];
  if (roots.length === 0) throw new Error(`No root of island ${name} in the markup`);
  if (!entry) throw new Error(`No island ${name} in the registry`);
  const island = await entry.load();
  for (const root of roots) island.mount(root);
  return roots;
}

/** Every toast the islands ask for from now on, as the toaster receives them. */
export function collectToasts(): ToastDetail[] {
  const toasts: ToastDetail[] = [];
  const collect = (event: Event) => {
    if (event instanceof CustomEvent) toasts.push(event.detail as ToastDetail);
  };
  window.addEventListener(toastEvent, collect);
  // The worker's window outlives the test: the next one starts without this listener.
  onTestFinished(() => window.removeEventListener(toastEvent, collect));
  return toasts;
}

/**
 * jsdom has `<dialog>` without its methods: a stand-in that opens and closes it, enough for
 * what an island does with it (the browser's focus trap and Escape are the browser tests').
 */
export function standInForDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
