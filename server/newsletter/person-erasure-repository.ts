import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { subscribers } from '#server/db/schema.ts';

/** An erased address's newsletter sign-up, deleted with its consent records and tokens. */
export async function eraseSubscriber(db: Database, email: string): Promise<number> {
  const erased = await db
    .delete(subscribers)
    .where(eq(subscribers.email, email.toLowerCase()))
    .returning({ id: subscribers.id });
  return erased.length;
}
