import { DatabaseBackup, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { backupsCopy } from '#content/admin-backups.ts';
import type { AdminOverview } from '#shared/contracts/admin-overview.ts';
import { adminSections } from '#shared/admin-sections.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatFileSize } from '../kit/file-size.ts';
import { formatDateTime } from '../kit/format.ts';

const copy = backupsCopy.overview;

type LastBackupProps = Pick<AdminOverview, 'lastBackup' | 'backupOverdue'>;

/** The newest backup that succeeded: when, and how large. */
export function LastBackup({ lastBackup }: LastBackupProps) {
  return (
    <AnalyticsCard icon={DatabaseBackup} title={copy.title}>
      <p className="text-sm">
        {lastBackup
          ? fillPlaceholders(copy.summary, {
              time: formatDateTime(lastBackup.at),
              size: formatFileSize(lastBackup.bytes),
            })
          : copy.none}
      </p>
    </AnalyticsCard>
  );
}

/** At the top of the Overview while no backup succeeded in 48 hours: where to look. */
export function BackupOverdueWarning({ backupOverdue }: LastBackupProps) {
  if (!backupOverdue) return null;
  return (
    <section
      role="alert"
      aria-label={copy.overdueTitle}
      className="flex flex-col gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm sm:flex-row sm:items-start"
    >
      <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="font-semibold">{copy.overdueTitle}</h2>
        <p>{copy.overdueText}</p>
      </div>
      <Link
        to={adminSections.system.path}
        className="self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        {copy.toSystem}
      </Link>
    </section>
  );
}
