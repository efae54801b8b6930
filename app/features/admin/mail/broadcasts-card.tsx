import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { adminMailPath, adminMailViews } from '#shared/admin-sections.ts';
import type { BroadcastSummary } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime, plural } from '../kit/format.ts';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { BroadcastStatusBadge, reachedNobody } from './broadcast-status.tsx';
import { fetchBroadcasts } from './mail-api.ts';
import { mailCopy } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';
import { useMailAddress } from './use-mail-address.ts';

const copy = mailCopy.list;

/** The moment that says most about a broadcast in its state. */
function broadcastWhen(broadcast: BroadcastSummary): string {
  const { status, scheduledAt, startedAt, finishedAt, updatedAt } = broadcast;
  const time = (template: string, iso: string) =>
    fillPlaceholders(template, { time: formatDateTime(iso) });
  if (status === 'sent' && finishedAt) return time(copy.finishedAt, finishedAt);
  if ((status === 'sending' || status === 'paused') && startedAt)
    return time(copy.startedAt, startedAt);
  if (status === 'scheduled' && scheduledAt) return time(copy.scheduledFor, scheduledAt);
  return time(copy.editedAt, updatedAt);
}

function BroadcastRow({ broadcast }: { broadcast: BroadcastSummary }) {
  const counted =
    broadcast.status !== 'draft' && broadcast.status !== 'scheduled' && !reachedNobody(broadcast);
  return (
    <li>
      <Link
        to={adminMailPath(broadcast.id)}
        className="flex flex-col gap-1 px-3 py-3 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:flex-row sm:items-center sm:gap-4 sm:px-4"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-medium wrap-break-word">
              {broadcast.subject || copy.noSubject}
            </span>
            <BroadcastStatusBadge broadcast={broadcast} />
          </span>
          <span className="text-sm text-muted-foreground">
            {mailCopy.audiences[broadcast.audience]} · {broadcastWhen(broadcast)}
          </span>
        </span>
        {counted && (
          <span className="text-sm text-muted-foreground sm:text-right">
            {fillPlaceholders(copy.progress, {
              sent: broadcast.sent.toLocaleString('en-US'),
              recipients: broadcast.recipients.toLocaleString('en-US'),
            })}
            {broadcast.failed > 0 && (
              <span className="block text-destructive">
                {plural(broadcast.failed, copy.failed)}
              </span>
            )}
          </span>
        )}
      </Link>
    </li>
  );
}

/** The broadcasts, newest first, each opening its composer (a draft) or its report. */
export function BroadcastsCard() {
  const { page, setPage } = useMailAddress();
  const broadcasts = useQuery({
    queryKey: mailKeys.broadcasts(page),
    queryFn: () => fetchBroadcasts(page),
    placeholderData: keepPreviousData,
  });

  return (
    <PagedListCard
      icon={Megaphone}
      title={copy.title}
      description={copy.description}
      actions={
        <ButtonLink to={adminMailPath(adminMailViews.newBroadcast)} size="sm">
          <Plus className="size-4" aria-hidden />
          {copy.newBroadcast}
        </ButtonLink>
      }
      className="flex flex-col gap-3"
      query={broadcasts}
      label={copy.listLabel}
      empty={copy.empty}
      onPage={setPage}
    >
      {(rows) => (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y rounded-md border">
          {rows.map((broadcast) => (
            <BroadcastRow key={broadcast.id} broadcast={broadcast} />
          ))}
        </ul>
      )}
    </PagedListCard>
  );
}
