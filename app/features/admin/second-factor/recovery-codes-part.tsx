import { RefreshCw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { secondFactorCopy, secondFactorNotices } from '#content/admin-second-factor.ts';
import type { SecondFactorsResponse } from '#shared/contracts/second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { makeRecoveryCodes } from './second-factor-api.ts';

const copy = secondFactorCopy;

/** How many recovery codes are left, and New recovery codes (the old ones stop working). */
export function RecoveryCodesPart({
  recoveryCodes,
  hasFactor,
  onMade,
}: {
  recoveryCodes: SecondFactorsResponse['recoveryCodes'];
  hasFactor: boolean;
  onMade: (codes: string[]) => void;
}) {
  const make = useAdminAction({
    action: makeRecoveryCodes,
    success: () => ({ ...secondFactorNotices.codesMade, variant: 'success' }),
    failure: secondFactorNotices.codesFailed,
    invalidates: [adminKeys.secondFactors, adminKeys.audit],
  });
  if (!hasFactor) return <p className="text-sm text-muted-foreground">{copy.codesNone}</p>;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm">
        {fillPlaceholders(copy.codesRemaining, {
          count: String(recoveryCodes.remaining),
          total: String(recoveryCodes.total),
        })}
      </p>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" disabled={make.isPending}>
            <RefreshCw className="size-4" aria-hidden />
            {copy.newCodes}
          </Button>
        }
        title={copy.newCodesTitle}
        description={copy.newCodesDescription}
        confirm={copy.newCodesAction}
        onConfirm={() => make.mutate(undefined, { onSuccess: onMade })}
      />
    </div>
  );
}
