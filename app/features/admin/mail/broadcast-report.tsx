import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, Megaphone, Pause, Play, Undo2 } from 'lucide-react';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { broadcastsApi, type BroadcastDetail } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { BroadcastStatusBadge, reachedNobody } from './broadcast-status.tsx';
import {
  archiveBroadcast,
  cancelBroadcast,
  pauseBroadcast,
  previewMail,
  resumeBroadcast,
} from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';
import { MailPreviewFrame } from './mail-preview.tsx';

const copy = mailCopy.report;
const figureNames = ['recipients', 'sent', 'failed', 'pending', 'unsubscribed', 'bounced'] as const;

function Facts({ broadcast }: { broadcast: BroadcastDetail }) {
  const { scheduledAt, startedAt, finishedAt, ratePerMinute } = broadcast;
  const rows: [string, string][] = [
    [copy.audience, mailCopy.audiences[broadcast.audience]],
    ...(scheduledAt ? [[copy.scheduledAt, formatDateTime(scheduledAt)] as [string, string]] : []),
    ...(startedAt ? [[copy.startedAt, formatDateTime(startedAt)] as [string, string]] : []),
    ...(finishedAt ? [[copy.finishedAt, formatDateTime(finishedAt)] as [string, string]] : []),
    [
      copy.rate,
      ratePerMinute === null
        ? copy.rateUnlimited
        : fillPlaceholders(copy.ratePerMinute, { n: ratePerMinute.toLocaleString('en-US') }),
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Figures({ broadcast }: { broadcast: BroadcastDetail }) {
  return (
    <dl
      aria-label={copy.figuresLabel}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
    >
      {figureNames.map((name) => (
        <div key={name} className="flex flex-col rounded-md border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{copy.figures[name]}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {broadcast[name].toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Show it on the site's archive or not: only a sent broadcast has a page there. */
function ArchiveSwitch({ broadcast }: { broadcast: BroadcastDetail }) {
  const client = useQueryClient();
  const toggle = useAdminAction({
    action: (archived: boolean) => archiveBroadcast(broadcast.id, archived),
    success: (saved) => {
      client.setQueryData(mailKeys.broadcast(saved.id), saved);
      return undefined;
    },
    failure: mailNotices.broadcastArchiveFailed,
    invalidates: [mailKeys.broadcastsAll],
  });
  if (broadcast.status !== 'sent') {
    return broadcast.archived ? <p className="text-sm">{copy.archiveOnSend}</p> : null;
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={broadcast.archived}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.target.checked)}
          className="size-4 accent-primary"
        />
        {copy.archived}
      </label>
      {broadcast.archived && broadcast.archivePath && (
        <a
          href={broadcast.archivePath}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {copy.openArchive}
          <ExternalLink className="size-3.5" aria-hidden />
        </a>
      )}
    </div>
  );
}

/** Pause a sending broadcast, or resume a paused one: no mail of it goes out while paused. */
function PauseButton({ broadcast }: { broadcast: BroadcastDetail }) {
  const client = useQueryClient();
  const paused = broadcast.status === 'paused';
  const toggle = useAdminAction({
    action: () => (paused ? resumeBroadcast(broadcast.id) : pauseBroadcast(broadcast.id)),
    success: (saved) => {
      client.setQueryData(mailKeys.broadcast(saved.id), saved);
      const notice = paused ? mailNotices.broadcastResumed : mailNotices.broadcastPaused;
      return { ...notice, variant: 'success' };
    },
    failure: paused ? mailNotices.broadcastResumeFailed : mailNotices.broadcastPauseFailed,
    invalidates: [mailKeys.broadcastsAll],
  });
  if (broadcast.status !== 'sending' && !paused) return null;
  const Icon = paused ? Play : Pause;
  const label = paused
    ? toggle.isPending
      ? copy.resuming
      : copy.resume
    : toggle.isPending
      ? copy.pausing
      : copy.pause;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(undefined)}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </Button>
  );
}

function ReportPreview({ broadcast }: { broadcast: BroadcastDetail }) {
  const { id, subject, preheader, body } = broadcast;
  const preview = useQuery({
    queryKey: [...mailKeys.broadcast(id), 'preview'],
    queryFn: () => previewMail({ subject, preheader, body }),
    staleTime: Infinity,
  });
  if (preview.data) return <MailPreviewFrame preview={preview.data} preheader={preheader} />;
  return (
    <LoadStatus
      isPending={preview.isPending}
      isError={preview.isError}
      hasData={false}
      error={preview.error}
      onRetry={() => void preview.refetch()}
    />
  );
}

/** A scheduled, sending or sent broadcast: what happened, and what can still be done. */
export function BroadcastReport({ broadcast }: { broadcast: BroadcastDetail }) {
  const client = useQueryClient();
  const cancel = useAdminAction({
    action: () => cancelBroadcast(broadcast.id),
    success: (saved) => {
      client.setQueryData(mailKeys.broadcast(saved.id), saved);
      return { ...mailNotices.broadcastCancelled, variant: 'success' };
    },
    failure: mailNotices.broadcastCancelFailed,
    invalidates: [mailKeys.broadcastsAll],
  });

  return (
    <>
      <SectionCard
        icon={Megaphone}
        title={broadcast.subject}
        description={<BroadcastStatusBadge broadcast={broadcast} />}
        actions={
          <>
            {broadcast.status === 'scheduled' && (
              <Button
                variant="outline"
                size="sm"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(undefined)}
              >
                <Undo2 className="size-4" aria-hidden />
                {cancel.isPending ? copy.cancelling : copy.cancel}
              </Button>
            )}
            <PauseButton broadcast={broadcast} />
            <a
              href={broadcastsApi.eml(broadcast.id)}
              download
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <Download className="size-4" aria-hidden />
              {copy.downloadEml}
            </a>
          </>
        }
        className="flex flex-col gap-4"
      >
        <Facts broadcast={broadcast} />
        <Figures broadcast={broadcast} />
        {reachedNobody(broadcast) && <p className="text-sm">{copy.reachedNobody}</p>}
        {broadcast.status === 'sending' && (
          <p role="status" className="text-sm text-muted-foreground">
            {copy.sendingNote}
          </p>
        )}
        {broadcast.status === 'paused' && (
          <p role="status" className="text-sm text-muted-foreground">
            {copy.pausedNote}
          </p>
        )}
        <ArchiveSwitch broadcast={broadcast} />
      </SectionCard>
      <SectionCard icon={Megaphone} title={mailCopy.preview.title}>
        <ReportPreview broadcast={broadcast} />
      </SectionCard>
    </>
  );
}
