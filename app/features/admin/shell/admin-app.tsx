import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { createAdminQueryClient } from './admin-query-client.ts';
import type { AuthSignal } from './auth-channel.ts';
import { CheckingAuth } from './auth/checking-auth.tsx';
import { SignInCard } from './auth/sign-in-card.tsx';
import { Dashboard } from './dashboard/dashboard.tsx';
import { SecondFactorSetup } from './dashboard/second-factor-setup.tsx';
import { sessionKey } from '../kit/query-keys.ts';
import { endSession, startSession, useAuthState } from '../kit/session.ts';
import { useAuthChannel } from './use-auth-channel.ts';

/** The back office: one data cache per page load, then the screen the session calls for. */
export function AdminApp() {
  // Created here, not at module scope: on the server a module-level cache would be
  // shared by every request.
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AuthGate />
    </QueryClientProvider>
  );
}

function AuthGate() {
  const client = useQueryClient();
  const auth = useAuthState();

  const onOtherTab = useCallback(
    (signal: AuthSignal) => {
      // Another tab signed in: ask the server who it is (the cookie is shared).
      if (signal === 'signed-in') void client.invalidateQueries({ queryKey: sessionKey });
      else endSession(client);
    },
    [client],
  );
  const announce = useAuthChannel(onOtherTab);

  if (auth.status === 'checking') return <CheckingAuth />;
  if (auth.status === 'signedOut') {
    return (
      <div className="px-4 py-12 sm:py-16">
        <SignInCard
          onSignedIn={(session) => {
            startSession(client, session);
            announce('signed-in');
          }}
        />
      </div>
    );
  }
  if (auth.setupRequired) {
    return <SecondFactorSetup user={auth.user} onSignedOut={() => announce('signed-out')} />;
  }
  return (
    <Dashboard key={auth.user.id} user={auth.user} onSignedOut={() => announce('signed-out')} />
  );
}
