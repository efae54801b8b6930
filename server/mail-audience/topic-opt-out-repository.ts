/**
 * Opt-outs of one mail topic other than the news (review requests): only server/mail-audience
 * queries `mail_opt_outs` (docs/decisions/029); the topic is the caller's.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailOptOuts } from '#server/db/schema.ts';
import type { MailOptOutTopic } from '#shared/contracts/admin-mail.ts';

/** Stores an address's wish to get no more mail of `topic`; saying it twice is fine. */
export async function addTopicOptOut(
  db: Database,
  email: string,
  topic: MailOptOutTopic,
): Promise<void> {
  await db.insert(mailOptOuts).values({ email: email.toLowerCase(), topic }).onConflictDoNothing();
}

export async function hasTopicOptOut(
  db: Database,
  email: string,
  topic: MailOptOutTopic,
): Promise<boolean> {
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email.toLowerCase()), eq(mailOptOuts.topic, topic)));
  return row !== undefined;
}

/** Query part: the lower-cased address `email` has not opted out of `topic` (the table's key). */
export function notOptedOut(email: SQL, topic: MailOptOutTopic): SQL {
  return sql`not exists (
          select 1 from mail_opt_outs m
          where m.email = ${email} and m.topic = ${topic}
        )`;
}
