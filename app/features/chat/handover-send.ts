import { apiPaths } from '#app/lib/api-paths.ts';
import { chatCopy } from '#content/chat.ts';
import type { HandoverErrors, HandoverField, HandoverRequest } from './handover-check.ts';

/** As long as the pages' API client waits (app/lib/api-client.ts). */
const requestTimeoutMs = 30_000;

const handoverFields: readonly HandoverField[] = ['email', 'message'];

export type HandoverOutcome =
  | { sent: true }
  /** Refused: the server's messages for the fields it flagged, else one line to show. */
  | { sent: false; errors: HandoverErrors; failure?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's error answer (shared/contracts/api-error.ts), read without zod. */
function refusal(status: number, body: unknown): HandoverOutcome {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : undefined;
  const fields = isRecord(error?.fields) ? error.fields : {};
  const errors: HandoverErrors = {};
  if (status === 400) {
    for (const name of handoverFields) {
      const text = fields[name];
      if (typeof text === 'string' && text) errors[name] = text;
    }
  }
  if (Object.keys(errors).length > 0) return { sent: false, errors };
  return { sent: false, errors, failure: message ?? chatCopy.handover.failure };
}

/**
 * Posts the question to support as a contact message from the chat. A failed call, or an
 * answer that cannot be read, says the chat's own failure line; a refusal says the server's.
 */
export async function sendHandover(request: HandoverRequest): Promise<HandoverOutcome> {
  let response: Response;
  try {
    response = await fetch(apiPaths.sendThankYouEmail, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch {
    return { sent: false, errors: {}, failure: chatCopy.handover.failure };
  }
  if (response.ok) return { sent: true };
  const body: unknown = await response.json().catch(() => undefined);
  return refusal(response.status, body);
}
