import { useId } from 'react';
import { secondFactorNotices, teamSecondFactorCopy } from '#content/admin-second-factor.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { StatusBadge } from '../kit/status-badge.tsx';
import { Switch } from '../kit/switch.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { saveTeamPolicy } from './second-factor-api.ts';
import { useTeamPolicy } from './use-second-factors.ts';

const copy = teamSecondFactorCopy;

/**
 * The owners' switch "Require a second factor for everyone". The server refuses to turn it on
 * for an owner who has none yet (409), and its message says so.
 */
export function TeamSecondFactor() {
  const idPrefix = useId();
  const policy = useTeamPolicy();
  const save = useAdminAction({
    action: saveTeamPolicy,
    success: (saved) => ({
      ...(saved.requireSecondFactor ? secondFactorNotices.policyOn : secondFactorNotices.policyOff),
      variant: 'success',
    }),
    failure: secondFactorNotices.policyFailed,
    invalidates: [adminKeys.teamPolicy, adminKeys.admins, adminKeys.secondFactors, adminKeys.audit],
  });
  const on = policy.data?.requireSecondFactor ?? false;
  const busy = save.isPending || policy.data === undefined;

  return (
    <section aria-labelledby={`${idPrefix}-title`} className="flex flex-col gap-3">
      <h3 id={`${idPrefix}-title`} className="font-semibold">
        {copy.title}
      </h3>
      <LoadStatus
        isPending={policy.isPending}
        isError={policy.isError}
        hasData={policy.data !== undefined}
        error={policy.error}
        onRetry={() => void policy.refetch()}
      />
      <div className="flex items-start gap-3 rounded-md border p-3 sm:px-4">
        <Switch
          on={on}
          labelledBy={`${idPrefix}-label`}
          describedBy={`${idPrefix}-explanation`}
          disabled={busy}
          onToggle={() => save.mutate({ requireSecondFactor: !on })}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-1">
          <span id={`${idPrefix}-label`} className="text-sm font-medium">
            {copy.switchLabel}
          </span>
          <p id={`${idPrefix}-explanation`} className="text-sm text-muted-foreground">
            {copy.explanation}
          </p>
        </div>
      </div>
    </section>
  );
}

/** Whether an admin has a second factor, beside their name in the team's list. */
export function SecondFactorBadge({ hasFactor }: { hasFactor: boolean }) {
  return hasFactor ? (
    <StatusBadge tone="info">{copy.hasFactor}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{copy.noFactor}</StatusBadge>
  );
}
