import { apiPaths } from '#app/lib/api-paths.ts';
import { requestTimeoutMs } from '#app/lib/request-timeout.ts';

/** The paid answer of /api/verify-payment (verifyPaymentResponseSchema), as the island reads it. */
export interface PaidAnswer {
  customerEmail: string | undefined;
  orderId: string | undefined;
  amountPaid: number | undefined;
  /** The sales tax within `amountPaid`, in dollars, when there was any. */
  taxPaid: number | undefined;
  downloadUrl: string | undefined;
  sampleGuide: boolean;
}

/**
 * A call's outcome: its answer; or a failure, with the server's own words when it sent an
 * error answer with a message (shown as they are), and the cause for the console.
 */
export type CallOutcome<T> =
  { ok: true; answer: T } | { ok: false; serverMessage: string | undefined; cause: Error };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function optional<T>(value: unknown, is: (value: unknown) => value is T): T | undefined | null {
  if (value === undefined) return undefined;
  return is(value) ? value : null;
}
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * The verification's answer checked by hand (islands cannot use zod): `null` when the payment
 * is not confirmed, undefined when the answer is not of the contract's shape.
 */
export function readVerifyAnswer(json: unknown): PaidAnswer | null | undefined {
  if (!isRecord(json) || typeof json.success !== 'boolean') return undefined;
  if (!json.success) return null;
  const customerEmail = optional(json.customer_email, isString);
  const orderId = optional(json.order_id, isString);
  const amountPaid = optional(json.amount_paid, isNumber);
  const taxPaid = optional(json.tax_paid, isNumber);
  const downloadUrl = optional(json.download_url, isString);
  const sampleGuide = optional(json.sample_guide, isBoolean);
  if ([customerEmail, orderId, amountPaid, taxPaid, downloadUrl, sampleGuide].includes(null))
    return undefined;
  return {
    customerEmail: customerEmail ?? undefined,
    orderId: orderId ?? undefined,
    amountPaid: amountPaid ?? undefined,
    taxPaid: taxPaid ?? undefined,
    downloadUrl: downloadUrl ?? undefined,
    sampleGuide: sampleGuide === true,
  };
}

/** The API's error answer's message (shared/contracts/api-error.ts), read without zod. */
function errorMessage(json: unknown): string | undefined {
  const error = isRecord(json) && isRecord(json.error) ? json.error : undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

/** POSTs the session id as JSON and reads the answer with `read` (undefined: not the contract's). */
async function postSession<T>(
  path: string,
  sessionId: string,
  read: (json: unknown) => T | undefined,
): Promise<CallOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: sessionId }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (cause) {
    return {
      ok: false,
      serverMessage: undefined,
      cause: new Error(`Could not reach ${path}.`, { cause }),
    };
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const cause = new Error(`${path} answered ${response.status}.`);
    return { ok: false, serverMessage: errorMessage(json), cause };
  }
  const answer = read(json);
  if (answer === undefined) {
    const cause = new Error(`${path} sent an unexpected answer.`);
    return { ok: false, serverMessage: undefined, cause };
  }
  return { ok: true, answer };
}

/** Asks the server whether the payment session was paid (`null`: it was not); completes the order if it was. */
export function verifyPayment(sessionId: string): Promise<CallOutcome<PaidAnswer | null>> {
  return postSession(apiPaths.verifyPayment, sessionId, readVerifyAnswer);
}

/** Sends the delivery e-mail again (rate-limited on the server: a 429 with its message). */
export function resendDelivery(sessionId: string): Promise<CallOutcome<true>> {
  return postSession(apiPaths.resendDelivery, sessionId, (json) =>
    isRecord(json) && json.ok === true ? true : undefined,
  );
}
