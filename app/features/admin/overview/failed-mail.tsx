import { MailWarning, RotateCcw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import type { AdminOverview } from '#shared/contracts/admin-overview.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatCount } from '../kit/analytics-format.ts';
import { formatDateTime } from '../kit/format.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { pluralForm, type PluralForms } from '../kit/plural.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { retryMail } from './overview-api.ts';
import { overviewCopy } from './overview-copy.ts';

const copy = overviewCopy;

const counted = (forms: PluralForms, count: number) =>
  fillPlaceholders(pluralForm(forms, count), { n: formatCount(count) });

/** Mail that failed for good: what, to whom, when and why, with a Retry for each. */
export function FailedMail({ mail }: { mail: AdminOverview['failedMail'] }) {
  const retry = useAdminAction({
    action: retryMail,
    success: () => ({ ...kitNotices.mailRequeued, variant: 'success' }),
    failure: kitNotices.requeueFailed,
    invalidates: [adminKeys.overview, adminKeys.orders, adminKeys.audit],
  });
  return (
    <AnalyticsCard icon={MailWarning} title={copy.failedMail}>
      {mail.total === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noFailedMail}</p>
      ) : (
        <div className="flex flex-col gap-2 text-sm">
          <p>{counted(copy.failedMailCount, mail.total)}</p>
          <ul className="flex flex-col divide-y">
            {mail.newest.map((row) => {
              const kind = mailKindsCopy[row.kind] ?? row.kind;
              return (
                <li key={row.id} className="flex flex-col gap-1 py-2 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{kind}</span>
                    <span className="min-w-0 break-all text-muted-foreground">{row.recipient}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      className="ml-auto"
                      disabled={retry.isPending}
                      aria-label={`${copy.retry}: ${kind}, ${row.recipient}`}
                      onClick={() => retry.mutate(row.id)}
                    >
                      <RotateCcw className="size-4" aria-hidden />
                      {copy.retry}
                    </Button>
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {fillPlaceholders(copy.queued, { time: formatDateTime(row.createdAt) })} ·{' '}
                    {counted(copy.attempts, row.attempts)}
                  </span>
                  {row.lastError && (
                    <span className="text-xs break-all text-destructive">{row.lastError}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </AnalyticsCard>
  );
}
