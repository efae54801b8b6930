import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { mailOptOuts, subscribers } from '#server/db/schema.ts';
import type { MailOptOutTopic, SuppressionReason } from '#shared/contracts/admin-mail.ts';
import {
  ensureMailAddress,
  type MailAddress,
} from '#server/mail-audience/mail-address-repository.ts';

type SubscriberStatus = NonNullable<(typeof subscribers.$inferInsert)['status']>;

/** A subscriber stored as a test needs it, confirmed unless told otherwise; answers its row. */
export async function storedSubscriber(
  db: Database,
  email: string,
  status: SubscriberStatus = 'confirmed',
): Promise<typeof subscribers.$inferSelect> {
  const [row] = await db
    .insert(subscribers)
    .values({
      email: email.toLowerCase(),
      status,
      confirmToken: randomUUID(),
      unsubscribeToken: randomUUID(),
      confirmedAt: status === 'pending' ? null : new Date(),
      unsubscribedAt: status === 'unsubscribed' ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('the test subscriber was not stored');
  return row;
}

export async function storedOptOut(
  db: Database,
  email: string,
  topic: MailOptOutTopic = 'news',
): Promise<void> {
  await db.insert(mailOptOuts).values({ email, topic });
}

/** An address kept out of marketing mail, as a bounce or a complaint leaves it. */
export async function storedSuppression(
  db: Database,
  email: string,
  reason: SuppressionReason,
): Promise<MailAddress> {
  const address = await ensureMailAddress(db, email);
  await db.execute(sql`update mail_addresses set suppressed_reason = ${reason},
    suppressed_at = now(), suppressed_detail = 'test' where email = ${address.email}`);
  return address;
}

/** The 'news' opt-outs, by address. */
export async function newsOptOuts(db: Database): Promise<string[]> {
  const rows = await selectRows<{ email: string }>(
    db,
    sql`select email from mail_opt_outs where topic = 'news' order by email`,
  );
  return rows.map((row) => row.email);
}

/** One address's row in mail_addresses, if it has one. */
export async function mailAddressRow(
  db: Database,
  email: string,
): Promise<{ suppressedReason: string | null; suppressedDetail: string | null } | undefined> {
  const [row] = await selectRows<{
    suppressedReason: string | null;
    suppressedDetail: string | null;
  }>(
    db,
    sql`select suppressed_reason as "suppressedReason", suppressed_detail as "suppressedDetail"
      from mail_addresses where email = ${email.toLowerCase()}`,
  );
  return row;
}
