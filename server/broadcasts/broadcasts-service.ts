import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { countAudiences } from '#server/mail-audience/audience-repository.ts';
import { ServiceError } from '#server/service-error.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import {
  type BroadcastArchive,
  type BroadcastDetail,
  type BroadcastDraft,
  type BroadcastSend,
  type BroadcastsResponse,
  type BroadcastSummary,
} from '#shared/contracts/admin-mail.ts';
import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import { broadcastMailCounts, type BroadcastMailCounts } from '#server/mail/outbox-repository.ts';
import { announceArchiveChange } from './broadcast-archive.ts';
import { renderBroadcastTemplate } from './broadcast-mail.ts';
import {
  deleteDraft,
  findBroadcast,
  insertBroadcast,
  pageOfBroadcasts,
  pauseSending,
  reactionsSince,
  resumePaused,
  scheduleDraft,
  setArchived,
  unschedule,
  updateDraft,
  type BroadcastRow,
} from './broadcasts-repository.ts';

export type BroadcastsContext = Pick<
  ServerContext,
  'db' | 'clock' | 'config' | 'settings' | 'contentImages' | 'outbox' | 'newsletterArchive'
>;

export const broadcastPageSize = 20;
/** The furthest ahead a broadcast may be scheduled. */
const latestScheduleMs = 366 * 86_400_000;

const noCounts: BroadcastMailCounts = { pending: 0, sent: 0, failed: 0 };
const iso = (date: Date | null) => date?.toISOString() ?? null;

export const noSuchBroadcast = () =>
  new ServiceError('not_found', 'not_found', 'There is no such broadcast.');
const notEditable = () =>
  new ServiceError('conflict', 'not_editable', 'Only a draft can be changed or deleted.');

const emptyAudienceNow = () =>
  new ServiceError(
    'conflict',
    'empty_audience',
    'Nobody is in this audience now, so nothing would be sent. Schedule it for later: its audience is counted when it goes out.',
  );

/** A refusal of one field, shaped like the contract's own (400 with `fields`). */
export function fieldRefusal(field: string, message: string): ServiceError {
  return new ServiceError(
    'rejected',
    'validation_failed',
    'Some fields are missing or invalid.',
    undefined,
    {
      [field]: message,
    },
  );
}

function summary(row: BroadcastRow, counts: BroadcastMailCounts): BroadcastSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    audience: row.audience,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    recipients: row.recipients,
    sent: counts.sent,
    failed: counts.failed,
  };
}

/** Newest first, a page at a time, with each one's sent and failed mail. */
export async function listBroadcasts(
  ctx: Pick<BroadcastsContext, 'db'>,
  query: { page: number },
): Promise<BroadcastsResponse> {
  const { rows, total } = await pageOfBroadcasts(ctx.db, {
    limit: broadcastPageSize,
    offset: (query.page - 1) * broadcastPageSize,
  });
  const counts = await broadcastMailCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => summary(row, counts.get(row.id) ?? noCounts)),
    total,
    page: query.page,
    pageSize: broadcastPageSize,
  };
}

/** One broadcast's fields and, once started, what became of its mail. */
export async function broadcastDetail(
  ctx: Pick<BroadcastsContext, 'db'>,
  id: number,
): Promise<BroadcastDetail> {
  const row = await findBroadcast(ctx.db, id);
  if (!row) throw noSuchBroadcast();
  const counts = (await broadcastMailCounts(ctx.db, [id])).get(id) ?? noCounts;
  const reactions = row.startedAt
    ? await reactionsSince(ctx.db, id, row.startedAt)
    : { unsubscribed: 0, bounced: 0 };
  return {
    ...summary(row, counts),
    preheader: row.preheader,
    body: row.body,
    ratePerMinute: row.ratePerMinute,
    archived: row.archived,
    archivePath:
      row.archived && row.status === 'sent' && row.slug ? newsletterIssuePath(row.slug) : null,
    pending: counts.pending,
    ...reactions,
  };
}

export async function createBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock'>,
  actor: AdminActor,
  draft: BroadcastDraft,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const created = await insertBroadcast(tx, {
      ...draft,
      createdBy: actor.actorId,
      now: ctx.clock(),
    });
    await recordAudit(tx, {
      ...actor,
      action: 'broadcast_created',
      target: String(created.id),
      targetLabel: created.subject,
      detail: { subject: draft.subject, audience: draft.audience },
    });
    return created;
  });
  return broadcastDetail(ctx, row.id);
}

/** Why a broadcast that is not a draft cannot be changed: it is gone, or past drafting. */
async function refusalFor(ctx: Pick<BroadcastsContext, 'db'>, id: number): Promise<ServiceError> {
  return (await findBroadcast(ctx.db, id)) ? notEditable() : noSuchBroadcast();
}

export async function editBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock'>,
  actor: AdminActor,
  id: number,
  draft: BroadcastDraft,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const updated = await updateDraft(tx, id, { ...draft, now: ctx.clock() });
    if (updated) {
      await recordAudit(tx, {
        ...actor,
        action: 'broadcast_updated',
        target: String(id),
        targetLabel: updated.subject,
        detail: { subject: draft.subject, audience: draft.audience },
      });
    }
    return updated;
  });
  if (!row) throw await refusalFor(ctx, id);
  return broadcastDetail(ctx, id);
}

export async function removeBroadcast(
  ctx: Pick<BroadcastsContext, 'db'>,
  actor: AdminActor,
  id: number,
): Promise<void> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const deleted = await deleteDraft(tx, id);
    if (deleted) {
      await recordAudit(tx, {
        ...actor,
        action: 'broadcast_deleted',
        target: String(id),
        targetLabel: deleted.subject,
        detail: { subject: deleted.subject },
      });
    }
    return deleted;
  });
  if (!row) throw await refusalFor(ctx, id);
}

/** The moment a send asked for starts: now, or a time to come within the year. */
function startTime(send: BroadcastSend, now: Date): Date {
  if (send.sendAt === null) return now;
  const at = new Date(send.sendAt);
  if (at.getTime() <= now.getTime()) throw fieldRefusal('sendAt', 'Choose a time to come.');
  if (at.getTime() - now.getTime() > latestScheduleMs) {
    throw fieldRefusal('sendAt', 'Choose a time within a year.');
  }
  return at;
}

/**
 * Sends a draft now or at a time: it is scheduled, and the scheduler starts it when its time
 * comes (broadcast-queue.ts), counting its audience then. Refused when its body names an
 * image no upload has, or when it is sent now and its audience reaches nobody.
 */
export async function sendBroadcast(
  ctx: BroadcastsContext,
  actor: AdminActor,
  id: number,
  send: BroadcastSend,
): Promise<BroadcastDetail> {
  const now = ctx.clock();
  const scheduledAt = startTime(send, now);
  const broadcast = await findBroadcast(ctx.db, id);
  if (!broadcast) throw noSuchBroadcast();
  if (broadcast.status !== 'draft') throw notEditable();
  const site = siteInfo(ctx.settings.current(), ctx.config);
  const { missingImages } = await renderBroadcastTemplate(
    broadcast,
    site,
    ctx.contentImages.lookup,
  );
  if (missingImages.length > 0) {
    throw fieldRefusal('body', `No uploaded image is named ${missingImages.join(', ')}.`);
  }
  // A scheduled broadcast counts its audience when it goes out; one sent now, at once.
  if (send.sendAt === null && (await countAudiences(ctx.db))[broadcast.audience] === 0) {
    throw emptyAudienceNow();
  }
  const row = await inTransaction(ctx.db, async (tx) => {
    const scheduled = await scheduleDraft(tx, id, { scheduledAt, now });
    if (scheduled) {
      await recordAudit(tx, {
        ...actor,
        action: 'broadcast_scheduled',
        target: String(id),
        targetLabel: scheduled.subject,
        detail: { scheduledAt: scheduledAt.toISOString(), audience: broadcast.audience },
      });
    }
    return scheduled;
  });
  if (!row) throw await refusalFor(ctx, id);
  return broadcastDetail(ctx, id);
}

/** A scheduled broadcast that has not started goes back to being a draft. */
export async function cancelBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock'>,
  actor: AdminActor,
  id: number,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const cancelled = await unschedule(tx, id, ctx.clock());
    if (cancelled) {
      await recordAudit(tx, {
        ...actor,
        action: 'broadcast_cancelled',
        target: String(id),
        targetLabel: cancelled.subject,
      });
    }
    return cancelled;
  });
  if (!row) {
    if (!(await findBroadcast(ctx.db, id))) throw noSuchBroadcast();
    throw new ServiceError(
      'conflict',
      'not_scheduled',
      'Only a scheduled broadcast can be cancelled.',
    );
  }
  return broadcastDetail(ctx, id);
}

/** Shows a sent broadcast on the site's newsletter archive, or takes it off. */
export async function archiveBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock' | 'newsletterArchive'>,
  actor: AdminActor,
  id: number,
  change: BroadcastArchive,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const before = await findBroadcast(tx, id);
    const updated = await setArchived(tx, id, { archived: change.archived, now: ctx.clock() });
    if (!updated) return undefined;
    if (before?.archived !== change.archived) {
      await announceArchiveChange(tx, updated);
      await recordAudit(tx, {
        ...actor,
        action: 'broadcast_archived',
        target: String(id),
        targetLabel: updated.subject,
        detail: { archived: change.archived },
      });
    }
    return { updated, changed: before?.archived !== change.archived };
  });
  if (row?.changed) await ctx.newsletterArchive.reload();
  if (!row) {
    if (!(await findBroadcast(ctx.db, id))) throw noSuchBroadcast();
    throw new ServiceError(
      'conflict',
      'not_sent',
      'Only a sent broadcast can be shown on the site.',
    );
  }
  return broadcastDetail(ctx, id);
}

/**
 * An owner pauses a sending broadcast: no more of its mail is claimed (the mail in flight
 * still goes) and no more of its audience is queued, on every instance, until resumed.
 */
export async function pauseBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock'>,
  actor: AdminActor,
  id: number,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const paused = await pauseSending(tx, id, ctx.clock());
    if (paused) await recordAudit(tx, { ...actor, action: 'broadcast_paused', target: String(id) });
    return paused;
  });
  if (!row) {
    if (!(await findBroadcast(ctx.db, id))) throw noSuchBroadcast();
    throw new ServiceError('conflict', 'not_sending', 'Only a broadcast being sent can be paused.');
  }
  return broadcastDetail(ctx, id);
}

/** A paused broadcast goes on where it stopped: each recipient still gets one mail. */
export async function resumeBroadcast(
  ctx: Pick<BroadcastsContext, 'db' | 'clock' | 'outbox'>,
  actor: AdminActor,
  id: number,
): Promise<BroadcastDetail> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const resumed = await resumePaused(tx, id, ctx.clock());
    if (resumed) {
      await recordAudit(tx, { ...actor, action: 'broadcast_resumed', target: String(id) });
    }
    return resumed;
  });
  if (!row) {
    if (!(await findBroadcast(ctx.db, id))) throw noSuchBroadcast();
    throw new ServiceError('conflict', 'not_paused', 'Only a paused broadcast can be resumed.');
  }
  ctx.outbox.nudge();
  return broadcastDetail(ctx, id);
}
