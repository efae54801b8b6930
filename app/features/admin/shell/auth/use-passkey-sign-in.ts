import { useMutation } from '@tanstack/react-query';
import { notify } from '#app/components/ui/notices.ts';
import { secondFactorNotices } from '#content/admin-second-factor.ts';
import type { SessionResponse } from '#shared/contracts/auth.ts';
import { signInWithPasskey } from '../../kit/auth-api.ts';
import { notifyPasskeyFailure } from '../../kit/passkey-failure.ts';
import { shellNotices } from '../shell-copy.ts';

/** "Sign in with a passkey": no address or password, the passkey names the admin. */
export function usePasskeySignIn(onSignedIn: (session: SessionResponse) => void) {
  const mutation = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (session) => {
      notify({ ...shellNotices.signedIn, variant: 'success' });
      onSignedIn(session);
    },
    onError: (failure) => notifyPasskeyFailure(secondFactorNotices.passkeySignInFailed, failure),
  });
  return {
    busy: mutation.isPending,
    start: () => {
      if (!mutation.isPending) mutation.mutate();
    },
  };
}
