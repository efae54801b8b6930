import { useQuery } from '@tanstack/react-query';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDay } from '../kit/analytics-format.ts';
import { LaunchChecklist } from '../checklist/launch-checklist.tsx';
import { definitionsCopy } from '../kit/kit-copy.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { RelayHoldNotice } from '../mail/relay-hold-notice.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { FailedMail } from './failed-mail.tsx';
import { BackupOverdueWarning, LastBackup } from './last-backup.tsx';
import { NewestOrders } from './newest-orders.tsx';
import { fetchOverview } from './overview-api.ts';
import { overviewCopy } from './overview-copy.ts';
import { PeriodCard } from './period-card.tsx';
import { ReviewDue } from './review-due.tsx';
import { UnhandledMessages } from './unhandled-messages.tsx';

/** The same rhythm as Analytics: the figures are live while the section is on screen. */
const overviewRefreshMs = 30_000;

/**
 * The owner's first screen: today, yesterday and the last 7 days with their changes, the
 * newest orders, the messages waiting, the mail that failed, the pages due for a review, the
 * last backup (and a warning when backups stopped), then the launch checklist (what the day's work needs first, what the launch needs after).
 */
export function OverviewSection() {
  const overview = useQuery({
    queryKey: adminKeys.overview,
    queryFn: fetchOverview,
    refetchInterval: overviewRefreshMs,
  });
  const { data } = overview;
  return (
    <div className="flex flex-col gap-4">
      <RelayHoldNotice />
      <LoadStatus
        isPending={overview.isPending}
        isError={overview.isError}
        hasData={data !== undefined}
        error={overview.error}
        loadingText={overviewCopy.loading}
        onRetry={() => void overview.refetch()}
      />
      {data && (
        <>
          <BackupOverdueWarning lastBackup={data.lastBackup} backupOverdue={data.backupOverdue} />
          <p className="text-sm text-muted-foreground">
            {fillPlaceholders(overviewCopy.todayIs, {
              day: formatDay(data.today),
              days: fillPlaceholders(definitionsCopy.days, { zone: data.timeZone }),
            })}
          </p>
          <div className="grid gap-4 lg:grid-cols-3">
            {data.periods.map((period) => (
              <PeriodCard key={period.id} period={period} />
            ))}
          </div>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <NewestOrders orders={data.newestOrders} />
            <UnhandledMessages messages={data.messages} />
            <FailedMail mail={data.failedMail} />
            <ReviewDue entries={data.reviewDue} />
            <LastBackup lastBackup={data.lastBackup} backupOverdue={data.backupOverdue} />
          </div>
        </>
      )}
      <LaunchChecklist />
    </div>
  );
}
