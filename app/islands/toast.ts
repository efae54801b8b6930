/**
 * Islands and the back office show toasts by event, not by importing a toaster: the one
 * toaster of the page (app/components/ui/toaster-island.ts) answers it, whichever bundle
 * raised it (the islands' entry or React's).
 */
export const toastEvent = 'site:toast';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastDetail {
  message: string;
  kind: ToastKind;
  description?: string;
}

declare global {
  interface Window {
    /**
     * Toasts raised before the toaster listened, in order. Kept on the window, not in this
     * module: the islands' entry and React's bundle each have their own copy of it.
     */
    pendingToasts?: ToastDetail[];
  }
}

/** Shows a toast; one raised before the toaster mounted waits for it instead of being lost. */
export function showToast(detail: ToastDetail): void {
  const event = new CustomEvent<ToastDetail>(toastEvent, { detail, cancelable: true });
  // The toaster takes a toast by cancelling its event.
  if (window.dispatchEvent(event)) (window.pendingToasts ??= []).push(detail);
}

/** The toasts that waited for the toaster, now that it listens; the queue is emptied. */
export function takePendingToasts(): ToastDetail[] {
  const pending = window.pendingToasts ?? [];
  window.pendingToasts = [];
  return pending;
}
