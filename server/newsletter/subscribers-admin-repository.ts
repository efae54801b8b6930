import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { subscribers, type subscriberStatuses } from '#server/db/schema.ts';
import type { Subscriber } from './subscriber-repository.ts';

type SubscriberStatus = (typeof subscriberStatuses)[number];

export type SubscriberCounts = Record<SubscriberStatus, number>;

/** How many subscribers are in each status, in one GROUP BY. */
export async function subscriberCounts(db: Database): Promise<SubscriberCounts> {
  const rows = await db
    .select({ status: subscribers.status, count: sql`count(*)`.mapWith(Number) })
    .from(subscribers)
    .groupBy(subscribers.status);
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

const listColumns = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

export type SubscriberListRow = Pick<Subscriber, keyof typeof listColumns>;

const newestFirst = [desc(subscribers.createdAt), desc(subscribers.id)];

/** One page, newest first; a status filter uses subscribers_status_created_at_idx. */
export async function subscriberPage(
  db: Database,
  page: { status: SubscriberStatus | 'all'; offset: number; limit: number },
): Promise<SubscriberListRow[]> {
  return db
    .select(listColumns)
    .from(subscribers)
    .where(page.status === 'all' ? undefined : eq(subscribers.status, page.status))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

const consentColumns = {
  id: subscribers.id,
  email: subscribers.email,
  createdAt: subscribers.createdAt,
  signupIp: subscribers.signupIp,
  confirmedAt: subscribers.confirmedAt,
  confirmIp: subscribers.confirmIp,
};

export type ConsentRow = Pick<Subscriber, keyof typeof consentColumns>;

/**
 * Every confirmed subscriber with the proof of their consent, newest first, in keyset batches
 * (subscribers_status_created_at_idx): one batch in memory at a time.
 */
export async function* confirmedSubscribers(
  db: Database,
  batchSize: number,
): AsyncGenerator<ConsentRow> {
  // PostgreSQL's text of the time keeps its microseconds, which a JavaScript Date would cut.
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const batch = await db
      .select({ row: consentColumns, at: sql<string>`${subscribers.createdAt}::text` })
      .from(subscribers)
      .where(
        and(
          eq(subscribers.status, 'confirmed'),
          after &&
            sql`(${subscribers.createdAt}, ${subscribers.id}) < (${after.at}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(...newestFirst)
      .limit(batchSize);
    for (const { row } of batch) yield row;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { at: last.at, id: last.row.id };
  }
}
