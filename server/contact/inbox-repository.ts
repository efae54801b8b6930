import { desc, eq, isNull, sql, type Column } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contactMessages } from '#server/db/schema.ts';

const inboxColumns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  source: contactMessages.source,
  ownCase: contactMessages.ownCase,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
};

export type InboxRow = Pick<typeof contactMessages.$inferSelect, keyof typeof inboxColumns>;

/** One page of the inbox, newest first (index contact_messages_created_at_idx). */
export async function inboxPage(
  db: Database,
  page: { offset: number; limit: number },
): Promise<InboxRow[]> {
  return db
    .select(inboxColumns)
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function inboxCounts(db: Database): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: sql`count(*)`.mapWith(Number),
      unread: sql`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
    })
    .from(contactMessages);
  return row ?? { total: 0, unread: 0 };
}

/**
 * Sets or clears a message's read and handled marks. Setting one that is set keeps its first
 * time. Undefined for an unknown message.
 */
export async function updateInboxMessage(
  db: Database,
  id: number,
  change: { read?: boolean | undefined; handled?: boolean | undefined; now: Date },
): Promise<InboxRow | undefined> {
  const mark = (column: Column, on: boolean) =>
    on ? sql`coalesce(${column}, ${change.now.toISOString()}::timestamptz)` : null;
  const [row] = await db
    .update(contactMessages)
    .set({
      ...(change.read !== undefined && { readAt: mark(contactMessages.readAt, change.read) }),
      ...(change.handled !== undefined && {
        handledAt: mark(contactMessages.handledAt, change.handled),
      }),
    })
    .where(eq(contactMessages.id, id))
    .returning(inboxColumns);
  return row;
}

const unhandled = isNull(contactMessages.handledAt);

/** Messages nobody marked handled: how many, and the newest (index contact_messages_unhandled_idx). */
export async function unhandledMessages(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<typeof contactMessages.$inferSelect, 'id' | 'createdAt' | 'name' | 'email'>[];
}> {
  const m = contactMessages;
  const [total, newest] = await Promise.all([
    db.$count(m, unhandled),
    db
      .select({ id: m.id, createdAt: m.createdAt, name: m.name, email: m.email })
      .from(m)
      .where(unhandled)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit),
  ]);
  return { total, newest };
}
