import type { toast as sonnerToast } from 'sonner';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}

type Toast = typeof sonnerToast;

let markReady: (toast: Toast) => void = () => undefined;
const toasterReady = new Promise<Toast>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster once it is mounted and listening. */
export function toasterMounted(toast: Toast): void {
  markReady(toast);
}

/**
 * Shows a toast. The toast library loads after the page is interactive, so a
 * notice raised before then waits for the Toaster instead of being lost.
 */
export function notify({ title, description, variant = 'default' }: Notice): void {
  void toasterReady.then((toast) => {
    const show = variant === 'default' ? toast : toast[variant];
    show(title, description === undefined ? undefined : { description });
  });
}
