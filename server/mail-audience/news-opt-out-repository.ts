import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailOptOuts, subscribers } from '#server/db/schema.ts';
import { newsTopic } from './audience-repository.ts';

/** Stores an address's wish to get no more news; saying it twice is fine. */
export async function addNewsOptOut(db: Database, email: string): Promise<void> {
  await db
    .insert(mailOptOuts)
    .values({ email: email.toLowerCase(), topic: newsTopic })
    .onConflictDoNothing();
}

/** A new, explicit consent (a confirmed subscription, a ticked box) lifts the news opt-out. */
export async function removeNewsOptOut(db: Database, email: string): Promise<void> {
  await db
    .delete(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.topic, newsTopic)));
}

export async function hasNewsOptOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.topic, newsTopic)));
  return row !== undefined;
}

/**
 * Ends the confirmed subscription of an address that left news by a news link, so the
 * Subscribers list tells the truth; a pending one stays pending (it never consented).
 */
export async function unsubscribeConfirmedSubscriber(db: Database, email: string): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.email, email.toLowerCase()), eq(subscribers.status, 'confirmed')));
}
