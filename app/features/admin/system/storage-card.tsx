import { HardDrive } from 'lucide-react';
import { systemCopy } from '#content/admin-system.ts';
import type { SystemStatus } from '#shared/contracts/system.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatDateTime } from '../kit/format.ts';
import { ProgressBar } from '../kit/progress-bar.tsx';
import { formatFileSize } from '../kit/file-size.ts';

const copy = systemCopy.storage;

type StorageFigures = Pick<
  SystemStatus,
  'database' | 'storedCopies' | 'lastBackup' | 'lastSucceededBackup'
>;

/** The database's size, the stored copies against their limit and the last good backup. */
export function StorageCard({ status }: { status: StorageFigures }) {
  const { database, storedCopies, lastBackup, lastSucceededBackup } = status;
  const lastFailed = lastBackup?.status === 'failed' ? lastBackup : null;
  return (
    <AnalyticsCard icon={HardDrive} title={copy.title}>
      <dl className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{copy.database[database.driver]}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatFileSize(database.bytes)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{copy.storedCopies}</dt>
          <dd className="flex flex-col gap-1">
            <span className="font-semibold tabular-nums">
              {fillPlaceholders(copy.ofLimit, {
                used: formatFileSize(storedCopies.bytes),
                limit: formatFileSize(storedCopies.limitBytes),
              })}
            </span>
            <ProgressBar
              fraction={
                storedCopies.limitBytes > 0 ? storedCopies.bytes / storedCopies.limitBytes : 0
              }
              label={copy.storedCopies}
            />
            <span className="text-xs text-muted-foreground">{copy.storedCopiesNote}</span>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">{copy.lastBackup}</dt>
          <dd className="flex flex-col gap-1">
            <span className="font-semibold">
              {lastSucceededBackup?.finishedAt
                ? fillPlaceholders(copy.backupDetail, {
                    time: formatDateTime(lastSucceededBackup.finishedAt),
                    size: formatFileSize(lastSucceededBackup.bytes ?? 0),
                  })
                : copy.noBackup}
            </span>
            {lastFailed && (
              <span className="text-destructive">
                {fillPlaceholders(copy.lastBackupFailed, {
                  time: formatDateTime(lastFailed.startedAt),
                })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </AnalyticsCard>
  );
}
