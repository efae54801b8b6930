/**
 * What one address asked of marketing mail, for a privacy export (server/privacy/): its
 * opt-outs and whether it is kept out of marketing mail; never its unsubscribe token.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailAddresses, mailOptOuts } from '#server/db/schema.ts';

export interface PersonMailChoices {
  optOuts: { topic: string; createdAt: Date }[];
  suppression: { reason: string; since: Date; detail: string | null } | null;
}

/** The opt-outs and suppression of `email` (both stored lower-cased). */
export async function mailChoicesOfPerson(db: Database, email: string): Promise<PersonMailChoices> {
  const optOuts = await db
    .select({ topic: mailOptOuts.topic, createdAt: mailOptOuts.createdAt })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.email, email))
    .orderBy(asc(mailOptOuts.createdAt));
  const [address] = await db
    .select({
      reason: mailAddresses.suppressedReason,
      since: mailAddresses.suppressedAt,
      detail: mailAddresses.suppressedDetail,
    })
    .from(mailAddresses)
    .where(eq(mailAddresses.email, email));
  const suppression =
    address?.reason && address.since
      ? { reason: address.reason, since: address.since, detail: address.detail }
      : null;
  return { optOuts, suppression };
}
