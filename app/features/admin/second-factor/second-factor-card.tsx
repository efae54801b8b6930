import { Fingerprint, KeySquare, ShieldCheck, Smartphone, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { secondFactorCopy } from '#content/admin-second-factor.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { SectionCard } from '../kit/section-card.tsx';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { AuthenticatorApp } from './authenticator-app.tsx';
import { PasskeyList } from './passkey-list.tsx';
import { RecoveryCodesDialog } from './recovery-codes-dialog.tsx';
import { RecoveryCodesPart } from './recovery-codes-part.tsx';
import type { FactorAdded } from './second-factor-api.ts';
import { useSecondFactors } from './use-second-factors.ts';

const copy = secondFactorCopy;

function Part({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="flex items-center gap-2 font-semibold">
          <Icon className="size-4 text-primary" aria-hidden />
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

interface SecondFactorCardProps {
  /** h1 when the card is the whole page (the setup the team's rule asks for). */
  as?: 'h1' | 'h2';
  title?: string;
  description?: string;
  /** Told once a factor was added, after its recovery codes (if any) were saved. */
  onFactorAdded?: () => void;
}

/**
 * Second factor: the admin's passkeys (add, rename, remove), the authenticator app (set up,
 * turn off) and recovery codes (how many left, new ones). Codes the server answers are shown
 * once, in a dialog.
 */
export function SecondFactorCard({
  as,
  title = copy.title,
  description = copy.description,
  onFactorAdded,
}: SecondFactorCardProps) {
  const factors = useSecondFactors();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [continueAfterCodes, setContinueAfterCodes] = useState(false);
  const { data } = factors;

  function added({ recoveryCodes }: FactorAdded) {
    if (recoveryCodes && recoveryCodes.length > 0) {
      setCodes(recoveryCodes);
      setContinueAfterCodes(true);
    } else {
      onFactorAdded?.();
    }
  }

  return (
    <SectionCard
      icon={ShieldCheck}
      title={title}
      description={description}
      as={as}
      className="flex flex-col gap-8"
    >
      <LoadStatus
        isPending={factors.isPending}
        isError={factors.isError}
        hasData={data !== undefined}
        error={factors.error}
        onRetry={() => void factors.refetch()}
      />
      {data && (
        <>
          {data.required && !data.setupRequired && (
            <p className="text-sm text-muted-foreground">{copy.requiredByTeam}</p>
          )}
          <Part
            icon={Fingerprint}
            title={copy.passkeysTitle}
            description={copy.passkeysDescription}
          >
            <PasskeyList passkeys={data.passkeys} />
            <AddPasskeyForm onAdded={added} />
          </Part>
          <Part icon={Smartphone} title={copy.appTitle} description={copy.appDescription}>
            <AuthenticatorApp totp={data.totp} onAdded={added} />
          </Part>
          <Part icon={KeySquare} title={copy.codesTitle} description={copy.codesDescription}>
            <RecoveryCodesPart
              recoveryCodes={data.recoveryCodes}
              hasFactor={data.passkeys.length > 0 || data.totp.enabled}
              onMade={setCodes}
            />
          </Part>
        </>
      )}
      <RecoveryCodesDialog
        codes={codes}
        onClose={() => {
          setCodes(null);
          if (continueAfterCodes) {
            setContinueAfterCodes(false);
            onFactorAdded?.();
          }
        }}
      />
    </SectionCard>
  );
}
