/** One address's contact messages and chat hand-overs, for a privacy export (server/privacy/). */
import { asc, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contactMessages } from '#server/db/schema.ts';

const exportColumns = {
  id: contactMessages.id,
  createdAt: contactMessages.createdAt,
  source: contactMessages.source,
  name: contactMessages.name,
  email: contactMessages.email,
  message: contactMessages.message,
  ip: contactMessages.ip,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
};

export type PersonMessageRow = Pick<
  typeof contactMessages.$inferSelect,
  keyof typeof exportColumns
>;

/**
 * The messages sent from `email` (lower-cased) in any case it was typed, oldest first. The
 * address is stored as typed and has no index: the inbox is small and an export is rare.
 */
export async function messagesOfPerson(db: Database, email: string): Promise<PersonMessageRow[]> {
  return db
    .select(exportColumns)
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${email}`)
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));
}
