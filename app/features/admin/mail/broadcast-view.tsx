import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { adminMailPath } from '#shared/admin-sections.ts';
import type { BroadcastDetail } from '#shared/contracts/admin-mail.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { BroadcastComposer } from './broadcast-composer.tsx';
import { BroadcastReport } from './broadcast-report.tsx';
import { fetchBroadcast } from './mail-api.ts';
import { mailCopy } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy;

/** How often a broadcast being sent is asked for its figures. */
const sendingPollMs = 3_000;
/** The longest a scheduled broadcast's report waits before asking again. */
const scheduledPollMaxMs = 60_000;

/**
 * When to ask again: every few seconds while it is sent; for a scheduled one, at its time (at
 * most a minute away, so a report left open sees it start); never once it is a draft or sent.
 */
function nextPollMs(broadcast: BroadcastDetail | undefined): number | false {
  if (broadcast?.status === 'sending') return sendingPollMs;
  if (broadcast?.status !== 'scheduled' || !broadcast.scheduledAt) return false;
  const untilDue = Date.parse(broadcast.scheduledAt) - Date.now();
  return Math.min(scheduledPollMaxMs, Math.max(sendingPollMs, untilDue));
}

function BackToList() {
  return (
    <p>
      <Link
        to={adminMailPath()}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </Link>
    </p>
  );
}

function SavedBroadcast({ id }: { id: number }) {
  const broadcast = useQuery({
    queryKey: mailKeys.broadcast(id),
    queryFn: () => fetchBroadcast(id),
    refetchInterval: (query) => nextPollMs(query.state.data),
  });
  const { data } = broadcast;
  if (broadcast.error instanceof ApiRequestError && broadcast.error.status === 404) {
    return <p className="text-muted-foreground">{copy.notFound}</p>;
  }
  if (!data) {
    return (
      <LoadStatus
        isPending={broadcast.isPending}
        isError={broadcast.isError}
        hasData={false}
        error={broadcast.error}
        onRetry={() => void broadcast.refetch()}
      />
    );
  }
  return data.status === 'draft' ? (
    <BroadcastComposer broadcast={data} />
  ) : (
    <BroadcastReport broadcast={data} />
  );
}

/** A broadcast's own address: the composer while a draft (or a new one), else its report. */
export function BroadcastView({ id }: { id?: number }) {
  return (
    <>
      <BackToList />
      {id === undefined ? <BroadcastComposer /> : <SavedBroadcast id={id} />}
    </>
  );
}
