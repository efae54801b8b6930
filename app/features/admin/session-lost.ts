import { ApiRequestError } from '#app/lib/api-client.ts';

/**
 * An admin call refused because the session is gone (expired, signed out elsewhere)
 * or its user is no longer an admin: the screen goes back to the sign-in card.
 * Other 401s and 403s (a wrong current password, a cross-site refusal) are the
 * call's own failure.
 */
export function isSessionLost(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    ((error.status === 401 && error.code === 'authentication_required') ||
      (error.status === 403 && error.code === 'admin_required'))
  );
}

/** A 4xx answer will not change by asking again; a 5xx or a lost connection may. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
