import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailOptOuts } from '#server/db/schema.ts';
import { newsTopic } from './audience-repository.ts';

/**
 * Stores an address's wish to get no more news. Saying it again moves its time to now: a
 * consent given before the latest wish must not lift it (liftNewsOptOutBefore).
 */
export async function addNewsOptOut(db: Database, email: string): Promise<void> {
  await db
    .insert(mailOptOuts)
    .values({ email: email.toLowerCase(), topic: newsTopic })
    .onConflictDoUpdate({
      target: [mailOptOuts.email, mailOptOuts.topic],
      set: { createdAt: sql`now()` },
    });
}

const newsOptOutOf = (email: string) =>
  and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.topic, newsTopic));

/** A new, explicit consent given now (a confirmed subscription) lifts the news opt-out. */
export async function removeNewsOptOut(db: Database, email: string): Promise<void> {
  await db.delete(mailOptOuts).where(newsOptOutOf(email));
}

/**
 * A consent given at `consentAt` and acted on later (a checkout's ticked box, once the order
 * is paid) lifts only an opt-out older than it: an unsubscribe made after the box was ticked
 * stands.
 */
export async function liftNewsOptOutBefore(
  db: Database,
  email: string,
  consentAt: Date,
): Promise<void> {
  await db
    .delete(mailOptOuts)
    .where(and(newsOptOutOf(email), lt(mailOptOuts.createdAt, consentAt)));
}

export async function hasNewsOptOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.topic, newsTopic)));
  return row !== undefined;
}

/** Whether the address `column` names unsubscribed from news at or after `since`. */
export function optedOutOfNewsSince(column: SQL, since: Date): SQL {
  return sql`exists (
          select 1 from mail_opt_outs m
          where m.email = ${column} and m.topic = ${newsTopic} and m.created_at >= ${since.toISOString()}::timestamptz
        )`;
}
