import type { Database } from '#server/db/database.ts';
import { contactMessages } from '#server/db/schema.ts';
import type { ContactSource } from '#shared/contracts/messages.ts';

export type ContactMessage = typeof contactMessages.$inferSelect;

export async function insertContactMessage(
  db: Database,
  message: {
    name: string;
    email: string;
    message: string;
    ip: string;
    source: ContactSource;
    ownCase: boolean;
  },
): Promise<ContactMessage> {
  const rows = await db.insert(contactMessages).values(message).returning();
  const stored = rows[0];
  if (!stored) throw new Error('Inserting a contact message returned no row.');
  return stored;
}
