import { asc, eq } from 'drizzle-orm';
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
