import { useQuery } from '@tanstack/react-query';
import { DatabaseBackup, Download } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { backupsCopy } from '#content/admin-backups.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import type { BackupRunView, BackupSchedule, BackupsResponse } from '#shared/contracts/system.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { AnalyticsCard } from '../kit/analytics-card.tsx';
import { formatFileSize } from '../kit/file-size.ts';
import { formatDateTime, plural } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { backupsKey, fetchBackups, saveBackupSchedule, startBackup } from './backups-api.ts';

const copy = backupsCopy.card;
/** While a backup is being made, the list looks again this often. */
const runningRefreshMs = 3000;
const hours = Array.from({ length: 24 }, (_, hour) => hour);

const statusTone: Record<BackupRunView['status'], StatusTone> = {
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
};

/**
 * The System section's backups: the newest runs with their outcome, size, trigger and copy in
 * the storage, each downloadable from the instance that made it; "Back up now"; the schedule.
 */
export function BackupsCard() {
  const backups = useQuery({
    queryKey: backupsKey,
    queryFn: fetchBackups,
    refetchInterval: (query) =>
      query.state.data?.runs.some((run) => run.status === 'running') ? runningRefreshMs : false,
  });
  const start = useAdminAction({
    action: startBackup,
    success: () => ({ ...backupsCopy.notices.started, variant: 'success' }),
    failure: backupsCopy.notices.startFailed,
    invalidates: [backupsKey],
  });
  const { data } = backups;
  return (
    <AnalyticsCard
      icon={DatabaseBackup}
      title={copy.title}
      description={copy.description}
      action={
        <Button size="sm" disabled={start.isPending} onClick={() => start.mutate(undefined)}>
          {start.isPending ? copy.backingUp : copy.backUpNow}
        </Button>
      }
    >
      <LoadStatus
        isPending={backups.isPending}
        isError={backups.isError}
        hasData={data !== undefined}
        error={backups.error}
        loadingText={copy.loading}
        onRetry={() => void backups.refetch()}
      />
      {data && (
        <div className="flex flex-col gap-6">
          <p className="text-sm text-muted-foreground">
            {data.remote ? fillPlaceholders(copy.remote, data.remote) : copy.noRemote}
          </p>
          <RecentBackups runs={data.runs} />
          <ScheduleForm
            key={JSON.stringify(data.schedule)}
            saved={data.schedule}
            timeZone={data.timeZone}
          />
        </div>
      )}
    </AnalyticsCard>
  );
}

function RecentBackups({ runs }: { runs: BackupsResponse['runs'] }) {
  return (
    <section className="flex flex-col gap-2" aria-label={copy.recent}>
      <h3 className="text-sm font-semibold">{copy.recent}</h3>
      {runs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ul className="flex flex-col divide-y text-sm">
          {runs.map((run) => (
            <BackupRow key={run.id} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BackupRow({ run }: { run: BackupRunView }) {
  const time = formatDateTime(run.startedAt);
  const remote = copy.remoteStatus[run.remoteStatus];
  return (
    <li className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{time}</span>
          <StatusBadge tone={statusTone[run.status]}>{copy.status[run.status]}</StatusBadge>
          {remote && (
            <StatusBadge tone={run.remoteStatus === 'failed' ? 'warning' : 'neutral'}>
              {remote}
            </StatusBadge>
          )}
        </span>
        <span className="text-xs text-muted-foreground">
          {[
            copy.trigger[run.trigger],
            run.bytes !== null && formatFileSize(run.bytes),
            run.rows !== null && plural(run.rows, copy.rows),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {run.error && <span className="text-xs wrap-break-word text-destructive">{run.error}</span>}
      </div>
      {run.status === 'succeeded' && run.fileName && (
        <a
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
          href={adminApi.backupFile(run.id)}
          download
          aria-label={fillPlaceholders(copy.downloadLabel, { time })}
        >
          <Download className="size-4" aria-hidden />
          {copy.download}
        </a>
      )}
    </li>
  );
}

type FieldErrors = Partial<Record<keyof BackupSchedule, string>>;

function fieldErrorsOf(error: unknown): FieldErrors {
  return error instanceof ApiRequestError && error.status === 400 ? { ...error.fields } : {};
}

function ScheduleForm({ saved, timeZone }: { saved: BackupSchedule; timeZone: string }) {
  const scheduleCopy = backupsCopy.schedule;
  const [enabled, setEnabled] = useState(saved.enabled);
  const [hour, setHour] = useState(String(saved.hour));
  const [keep, setKeep] = useState(String(saved.keep));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminAction({
    action: saveBackupSchedule,
    success: () => ({ ...backupsCopy.notices.saved, variant: 'success' }),
    failure: (error) => {
      setErrors(fieldErrorsOf(error));
      notifyFailure(backupsCopy.notices.saveFailed, error);
    },
    invalidates: [backupsKey],
  });
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setErrors({});
    save.mutate({
      enabled,
      hour: Number(hour),
      keep: keep.trim() === '' ? Number.NaN : Number(keep),
    });
  }
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={submit}
      noValidate
      aria-label={scheduleCopy.title}
    >
      <h3 className="text-sm font-semibold">{scheduleCopy.title}</h3>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          className="size-4 shrink-0 accent-primary"
        />
        {scheduleCopy.enabled}
      </label>
      {errors.enabled && <p className="text-sm text-destructive">{errors.enabled}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="backup-hour"
          label={scheduleCopy.hour}
          error={errors.hour}
          hint={fillPlaceholders(scheduleCopy.hourHint, { zone: timeZone })}
        >
          {(control) => (
            <Select {...control} value={hour} onChange={(event) => setHour(event.target.value)}>
              {hours.map((value) => (
                <option key={value} value={value}>
                  {`${String(value).padStart(2, '0')}:00`}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id="backup-keep"
          label={scheduleCopy.keep}
          error={errors.keep}
          hint={scheduleCopy.keepHint}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              value={keep}
              onChange={(event) => setKeep(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {scheduleCopy.save}
      </Button>
    </form>
  );
}
