import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { AdminMessage, MessagesResponse } from '#shared/contracts/admin.ts';
import { inboxCounts, inboxPage, updateInboxMessage, type InboxRow } from './inbox-repository.ts';

const inboxPageSize = 25;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function adminMessage(row: InboxRow): AdminMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
  };
}

/** The contact inbox, newest first, with how many are unread. */
export async function listMessages(
  ctx: Pick<ServerContext, 'db'>,
  page: number,
): Promise<MessagesResponse> {
  const [counts, rows] = await Promise.all([
    inboxCounts(ctx.db),
    inboxPage(ctx.db, { offset: (page - 1) * inboxPageSize, limit: inboxPageSize }),
  ]);
  return {
    rows: rows.map(adminMessage),
    total: counts.total,
    unread: counts.unread,
    page,
    pageSize: inboxPageSize,
  };
}

/** Marks a message read or handled, or undoes either, and records who did. */
export async function updateMessage(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  actor: AdminActor,
  id: number,
  change: { read?: boolean | undefined; handled?: boolean | undefined },
): Promise<AdminMessage> {
  const row = await inTransaction(ctx.db, async (tx) => {
    const updated = await updateInboxMessage(tx, id, { ...change, now: ctx.clock() });
    if (!updated) throw new ServiceError('not_found', 'not_found', 'There is no such message.');
    await recordAudit(tx, {
      ...actor,
      action: 'message_updated',
      target: String(id),
      targetLabel: `${updated.name} <${updated.email}>`,
      detail: change,
    });
    return updated;
  });
  return adminMessage(row);
}
