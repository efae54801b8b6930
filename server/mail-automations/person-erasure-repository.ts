import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { automationSends } from '#server/db/schema.ts';

/**
 * Automated mail recorded for an erased address (the guide update notice records buyers by
 * address) is recorded for their anonymous address: still sent once, naming no one.
 */
export async function eraseAutomationTargets(
  db: Database,
  person: { email: string; anonymous: string },
): Promise<number> {
  const erased = await db
    .update(automationSends)
    .set({ target: person.anonymous })
    .where(eq(sql`lower(${automationSends.target})`, person.email.toLowerCase()))
    .returning({ target: automationSends.target });
  return erased.length;
}
