import { apiPaths } from '#app/lib/api-paths.ts';
import { requestTimeoutMs } from '#app/lib/request-timeout.ts';

/**
 * What became of a subscription: sent; refused with the server's message for the e-mail
 * field (a 400); or failed, with the server's own words when it sent some.
 */
export type SubscriptionOutcome =
  | { kind: 'sent' }
  | { kind: 'field'; message: string }
  | { kind: 'failed'; message: string | undefined; cause: unknown };

interface ErrorAnswer {
  message?: unknown;
  fields?: Record<string, unknown>;
}

/** The API's error shape (`shared/contracts/api-error.ts`), read without zod: islands cannot use it. */
function readError(json: unknown): ErrorAnswer {
  if (typeof json !== 'object' || json === null || !('error' in json)) return {};
  const { error } = json;
  return typeof error === 'object' && error !== null ? error : {};
}

/**
 * Starts the newsletter's double opt-in from an island: the same call as `subscribe.ts`,
 * with plain checks of the answer instead of its zod contracts.
 */
export async function sendSubscription(email: string): Promise<SubscriptionOutcome> {
  const path = apiPaths.sendThankYouEmail;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'subscription', email }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (cause) {
    return { kind: 'failed', message: undefined, cause };
  }
  if (response.ok) return { kind: 'sent' };
  const error = readError(await response.json().catch(() => undefined));
  const fieldMessage = error.fields?.['email'];
  if (response.status === 400 && typeof fieldMessage === 'string' && fieldMessage)
    return { kind: 'field', message: fieldMessage };
  return {
    kind: 'failed',
    message: typeof error.message === 'string' && error.message ? error.message : undefined,
    cause: new Error(`${path} answered ${response.status}.`),
  };
}
