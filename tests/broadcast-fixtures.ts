import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { broadcasts, mailAddresses, mailOptOuts, subscribers } from '#server/db/schema.ts';
import type { BroadcastDraft } from '#shared/contracts/admin-mail.ts';
import { storedOrder } from './order-factory.ts';

/** A draft as the composer saves it. */
export const sampleDraft: BroadcastDraft = {
  subject: 'Three deadlines to watch',
  preheader: 'Before the agency writes to you',
  body: 'Hello,\n\nRead [the guide](/guide) before the **first hearing**.',
  audience: 'subscribers',
  ratePerMinute: null,
  archived: false,
};

/** Subscribers who confirmed, stored as the sign-up leaves them. */
export async function confirmedSubscribers(db: Database, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.insert(subscribers).values(
    emails.map((email) => ({
      email,
      status: 'confirmed' as const,
      confirmToken: randomUUID(),
      unsubscribeToken: randomUUID(),
      confirmedAt: new Date(),
    })),
  );
}

/** A buyer of a kept order who ticked (or not) the news box. */
export async function buyer(db: Database, email: string, newsConsent = true): Promise<void> {
  await storedOrder(db, {
    customerEmail: email,
    ...(newsConsent ? { newsConsentAt: new Date(), newsConsentIp: '198.51.100.9' } : {}),
  });
}

/** An address that asked for no more news. */
export async function optedOutOfNews(db: Database, email: string, at = new Date()): Promise<void> {
  await db.insert(mailOptOuts).values({ email, topic: 'news', createdAt: at });
}

/** An address whose mail server refused it for good. */
export async function bounced(db: Database, email: string, at = new Date()): Promise<void> {
  await db
    .insert(mailAddresses)
    .values({
      email,
      unsubscribeToken: randomUUID(),
      suppressedReason: 'bounced',
      suppressedAt: at,
    })
    .onConflictDoUpdate({
      target: mailAddresses.email,
      set: { suppressedReason: 'bounced', suppressedAt: at },
    });
}

export async function broadcastRow(db: Database, id: number) {
  const [row] = await db.select().from(broadcasts).where(eq(broadcasts.id, id));
  if (!row) throw new Error(`no broadcast ${String(id)}`);
  return row;
}
