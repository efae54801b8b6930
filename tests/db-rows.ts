import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contactMessages, outbox, subscribers } from '#server/db/schema.ts';

// What a test reads back to check what a service wrote, oldest first. Tests that share a
// database pass the address they used, to see only their own rows.

export const outboxRows = (db: Database, recipient?: string) =>
  db
    .select()
    .from(outbox)
    .where(recipient === undefined ? undefined : eq(outbox.recipient, recipient))
    .orderBy(asc(outbox.id));

export const subscriberRows = (db: Database, email?: string) =>
  db
    .select()
    .from(subscribers)
    .where(email === undefined ? undefined : eq(subscribers.email, email))
    .orderBy(asc(subscribers.id));

export const contactMessageRows = (db: Database) =>
  db.select().from(contactMessages).orderBy(asc(contactMessages.id));

/** Moves an address's queued mail back in time, as if the minutes had passed. */
export async function ageMail(db: Database, recipient: string, minutes: number): Promise<void> {
  await db
    .update(outbox)
    .set({ createdAt: sql`${outbox.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(outbox.recipient, recipient));
}
