/**
 * Islands show toasts by event, not by importing a toaster: on a reading page the toaster
 * island answers it; on a hydrated page the React toaster does (one live region per page).
 */
export const toastEvent = 'site:toast';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastDetail {
  message: string;
  kind: ToastKind;
  description?: string;
}

export function showToast(detail: ToastDetail): void {
  window.dispatchEvent(new CustomEvent<ToastDetail>(toastEvent, { detail }));
}
