import { showToast } from '#app/islands/toast.ts';
import type { CallOutcome } from './payment-calls.ts';

/** A failed call: logged to the console, then the notice with the server's words or its own. */
export function toastFailure(
  notice: { title: string; description: string },
  failure: Extract<CallOutcome<unknown>, { ok: false }>,
): void {
  console.error(`${notice.title}:`, failure.cause);
  showToast({
    message: notice.title,
    description: failure.serverMessage ?? notice.description,
    kind: 'error',
  });
}
