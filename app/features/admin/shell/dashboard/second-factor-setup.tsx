import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { setupRequiredCopy } from '#content/admin-second-factor.ts';
import { dashboardCopy } from '#content/admin-shell.ts';
import { landingSection } from '#shared/admin-sections.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { EmailText } from '../../kit/email-text.tsx';
import { sessionKey } from '../../kit/query-keys.ts';
import { SecondFactorCard } from '../../second-factor/second-factor-card.tsx';
import { useSignOut } from '../auth/use-sign-out.ts';

/**
 * What an admin sees while the team's rule holds them at setting up a second factor: only the
 * Second factor card and Sign Out, no sections. Once a factor is added (and its recovery codes
 * saved), the session is asked again and they go on to their start page.
 */
export function SecondFactorSetup({
  user,
  onSignedOut,
}: {
  user: AuthUser;
  onSignedOut: () => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { busy, signOut } = useSignOut(onSignedOut);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 lg:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm wrap-break-word text-muted-foreground">
          {dashboardCopy.signedInAs}{' '}
          <span className="font-medium text-foreground">
            <EmailText email={user.email} />
          </span>
        </p>
        <Button variant="outline" size="sm" disabled={busy} onClick={signOut}>
          <LogOut className="size-4" aria-hidden />
          {busy ? dashboardCopy.signingOut : dashboardCopy.signOut}
        </Button>
      </div>
      <SecondFactorCard
        as="h1"
        title={setupRequiredCopy.title}
        description={setupRequiredCopy.description}
        onFactorAdded={() => {
          void navigate(landingSection(user.role).path);
          void client.invalidateQueries({ queryKey: sessionKey });
        }}
      />
    </div>
  );
}
