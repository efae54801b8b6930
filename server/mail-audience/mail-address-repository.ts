import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { mailAddresses } from '#server/db/schema.ts';

export type MailAddress = typeof mailAddresses.$inferSelect;

/**
 * A new unsubscribe token made by the database: two random UUIDs (122 random bits each, from
 * PostgreSQL's strong source), so a whole audience gets its tokens in one statement.
 */
const newToken = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/**
 * Gives every address the subquery `emails` returns (one column, `email`, lower-cased) its
 * row, if it has none: one statement for a batch of a broadcast's audience.
 */
export async function ensureMailAddresses(tx: Database, emails: SQL): Promise<void> {
  await tx.execute(sql`insert into mail_addresses (email, unsubscribe_token)
    select e.email, ${newToken} from (${emails}) e
    on conflict (email) do nothing`);
}

/** The row of one address, made if it has none. */
export async function ensureMailAddress(db: Database, email: string): Promise<MailAddress> {
  const address = email.toLowerCase();
  await ensureMailAddresses(db, sql`select ${address}::text as email`);
  const [row] = await db.select().from(mailAddresses).where(eq(mailAddresses.email, address));
  if (!row) throw new Error('The mail address row was not stored.');
  return row;
}

/** The address a news unsubscribe link names (mail_addresses_unsubscribe_token_key). */
export async function findMailAddressByToken(
  db: Database,
  token: string,
): Promise<MailAddress | undefined> {
  const [row] = await db
    .select()
    .from(mailAddresses)
    .where(eq(mailAddresses.unsubscribeToken, token));
  return row;
}
