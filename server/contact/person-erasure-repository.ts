import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contactMessages } from '#server/db/schema.ts';

/** An erased address's messages (the contact form's and the chat's hand-overs), deleted. */
export async function eraseContactMessages(db: Database, email: string): Promise<number> {
  const erased = await db
    .delete(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()))
    .returning({ id: contactMessages.id });
  return erased.length;
}
