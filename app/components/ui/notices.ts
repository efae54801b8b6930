import { showToast, type ToastKind } from '#app/islands/toast.ts';

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error';
}

const kinds: Record<NonNullable<Notice['variant']>, ToastKind> = {
  default: 'info',
  success: 'success',
  error: 'error',
};

/**
 * Shows a toast through the page's one toaster (toaster-island.ts), which mounts after
 * hydration: a notice raised before then waits for it instead of being lost (showToast).
 */
export function notify({ title, description, variant = 'default' }: Notice): void {
  showToast({ message: title, kind: kinds[variant], description });
}
