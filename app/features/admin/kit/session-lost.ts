import { ApiRequestError } from '#app/lib/api-client.ts';
import { adminRefusals } from '#shared/contracts/api-error.ts';

/**
 * Why the API turned an admin away, when it says so: the session is gone (expired, signed
 * out elsewhere), the person's admin access was removed, their role does not reach the
 * call, or the team requires a second factor they have not set up yet. Other 401s and 403s (a wrong current password, a cross-site refusal) are the call's
 * own failure.
 */
export type AdminRefusal =
  'session_expired' | 'access_removed' | 'role_not_allowed' | 'second_factor_setup_required';

export function adminRefusal(error: unknown): AdminRefusal | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status === 401 && error.code === adminRefusals.authenticationRequired) {
    return 'session_expired';
  }
  if (error.status !== 403) return undefined;
  if (error.code === adminRefusals.accessRemoved) return 'access_removed';
  if (error.code === adminRefusals.roleNotAllowed) return 'role_not_allowed';
  if (error.code === adminRefusals.secondFactorSetupRequired) {
    return 'second_factor_setup_required';
  }
  return undefined;
}

/** A refusal that ends the session on screen: back to the sign-in card. */
export function isSessionLost(error: unknown): boolean {
  const refusal = adminRefusal(error);
  return refusal === 'session_expired' || refusal === 'access_removed';
}

/** A 4xx answer will not change by asking again; a 5xx or a lost connection may. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}
