/**
 * Why a service refused, in the domain's words. Services know nothing of HTTP: the one
 * place that does (server/http/error-handler.ts) maps each kind to a status.
 */
export type ServiceErrorKind =
  /** The thing asked for does not exist (or is not the caller's to see). */
  | 'not_found'
  /** Something we depend on (the payment provider) did not answer; trying again may work. */
  | 'unavailable'
  /** What the caller sent cannot be accepted (a webhook whose signature does not verify). */
  | 'rejected'
  /** The thing exists but its state does not allow this now (refunding a pending order). */
  | 'conflict'
  /** Allowed again later, once a cap counted over a past window has room (mail already sent). */
  | 'limited';

export class ServiceError extends Error {
  override name = 'ServiceError';

  constructor(
    readonly kind: ServiceErrorKind,
    /** Stable, machine-readable, sent to API callers. */
    readonly code: string,
    message: string,
    /** With 'limited': the seconds until the cap has room again. */
    readonly retryAfterSeconds?: number,
    /** The fields at fault and what is wrong with each, for a form to show beside them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
