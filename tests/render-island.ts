import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { islandAttribute } from '#app/islands/island.ts';
import { islandRegistry } from '#app/islands/registry.ts';
import { toastEvent, type ToastDetail } from '#app/islands/toast.ts';

/**
 * Puts `markup`, as the server renders it, in the page and mounts its island the way the
 * islands entry does: the registry's loader, then `mount` on the root. Returns the root.
 */
export async function renderIsland(markup: ReactElement, name: string): Promise<HTMLElement> {
  document.body.innerHTML = renderToString(markup);
  const root = document.querySelector(`[${islandAttribute}="${name}"]`);
  const entry = islandRegistry[name];
  if (!(root instanceof HTMLElement) || !entry) throw new Error(`No island ${name}`);
  (await entry.load()).mount(root);
  return root;
}

/** Every toast the islands ask for from now on, as the toaster receives them. */
export function collectToasts(): ToastDetail[] {
  const toasts: ToastDetail[] = [];
  window.addEventListener(toastEvent, (event) => {
    if (event instanceof CustomEvent) toasts.push(event.detail as ToastDetail);
  });
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
