import { useQuery, type QueryClient } from '@tanstack/react-query';
import { notify } from '#app/components/ui/notices.ts';
import type { NoticeText } from '#app/lib/error-notices.ts';
import type { AuthUser, SessionResponse } from '#shared/contracts/auth.ts';
import { fetchSession } from './auth-api.ts';
import { kitNotices } from './kit-copy.ts';
import { adminKeys, sessionKey } from './query-keys.ts';
import { adminRefusal } from './session-lost.ts';

/** Signed in; `setupRequired`: the team's rule holds them at setting up a second factor first. */
export type AuthState =
  | { status: 'checking' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: AuthUser; setupRequired: boolean };

/**
 * Who is signed in, asked once when the back office opens. It changes only by
 * sign-in, sign-out, another tab's news or a call refused for a lost session.
 */
export function useAuthState(): AuthState {
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: Infinity,
    meta: { failureNotice: kitNotices.sessionCheckFailed },
  });
  if (session.data) {
    const { user, secondFactorSetupRequired } = session.data;
    return { status: 'signedIn', user, setupRequired: secondFactorSetupRequired };
  }
  if (session.data === null || session.isError) return { status: 'signedOut' };
  return { status: 'checking' };
}

export function startSession(client: QueryClient, session: SessionResponse): void {
  client.setQueryData(sessionKey, session);
}

/** A call refused until a second factor is set up: the screen turns to setting one up. */
function holdForSetup(client: QueryClient): void {
  client.setQueryData<SessionResponse | null>(sessionKey, (session) =>
    session ? { ...session, secondFactorSetupRequired: true } : session,
  );
}

/**
 * Back to the sign-in card: the admin's data leaves the cache with the session,
 * so the totals and lists are gone. `notice` is shown only if someone was signed in.
 */
export function endSession(client: QueryClient, notice?: NoticeText): void {
  const wasSignedIn = Boolean(client.getQueryData<SessionResponse | null>(sessionKey));
  client.setQueryData(sessionKey, null);
  client.removeQueries({ queryKey: adminKeys.all });
  if (wasSignedIn && notice) notify({ ...notice, variant: 'error' });
}

/**
 * Answers a call the API refused for who is asking, and says whether it was one: an expired
 * session returns to sign-in with `expiredNotice`; removed access too, always telling why
 * (even at the first session check of a page load); a role that does not reach the call only
 * says so, and asks the server for the role again so the screen shows what it allows now; a
 * team rule not yet met (no second factor) shows the setup screen instead of the section.
 */
export function handleAdminRefusal(
  client: QueryClient,
  error: unknown,
  expiredNotice: NoticeText = kitNotices.sessionExpired,
): boolean {
  switch (adminRefusal(error)) {
    case 'session_expired':
      endSession(client, expiredNotice);
      return true;
    case 'access_removed':
      endSession(client);
      notify({ ...kitNotices.accessRemoved, variant: 'error' });
      return true;
    case 'role_not_allowed':
      notify({ ...kitNotices.roleNotAllowed, variant: 'error' });
      void client.invalidateQueries({ queryKey: sessionKey });
      return true;
    case 'second_factor_setup_required':
      holdForSetup(client);
      return true;
    case undefined:
      return false;
  }
}
