import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '#app/components/ui/notices.ts';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { signOut } from '../../kit/auth-api.ts';
import { endSession } from '../../kit/session.ts';
import { shellNotices } from '../shell-copy.ts';

/**
 * Sign Out: the server ends the session, this tab returns to the sign-in card
 * with its data cleared, and `onSignedOut` tells the other tabs. A session that
 * was already gone (401) counts as signed out too.
 */
export function useSignOut(onSignedOut: () => void) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSettled: (_data, error) => {
      if (error && !(error instanceof ApiRequestError && error.status === 401)) {
        notifyFailure(shellNotices.signOutFailed, error);
        return;
      }
      endSession(client);
      notify({ ...shellNotices.signedOut, variant: 'success' });
      onSignedOut();
    },
  });
  return { busy: mutation.isPending, signOut: () => mutation.mutate() };
}
