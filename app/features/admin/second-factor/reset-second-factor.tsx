import { RotateCcw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { secondFactorNotices, teamSecondFactorCopy } from '#content/admin-second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { resetSecondFactor } from './second-factor-api.ts';

const copy = teamSecondFactorCopy;

/** An owner resets another admin's second factor (they lost it); they set up a new one next time. */
export function ResetSecondFactor({ admin }: { admin: { id: string; email: string } }) {
  const email = { email: admin.email };
  const reset = useAdminAction({
    action: () => resetSecondFactor(admin.id),
    success: () => ({
      title: secondFactorNotices.resetDone.title,
      description: fillPlaceholders(secondFactorNotices.resetDone.description, email),
      variant: 'success',
    }),
    failure: secondFactorNotices.resetFailed,
    invalidates: [adminKeys.admins, adminKeys.audit],
  });
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={reset.isPending}
          aria-label={fillPlaceholders(copy.resetLabel, email)}
        >
          <RotateCcw className="size-4" aria-hidden />
          {copy.reset}
        </Button>
      }
      title={copy.resetTitle}
      description={fillPlaceholders(copy.resetDescription, email)}
      confirm={copy.resetAction}
      onConfirm={() => reset.mutate()}
    />
  );
}
