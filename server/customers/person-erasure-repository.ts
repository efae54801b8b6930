import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { customers } from '#server/db/schema.ts';

/**
 * Moves a buyer's ledger row to the anonymous address their orders now carry, so the
 * Customers list still adds up to the orders (decision 110). Answers the rows moved (0 or 1).
 */
export async function moveCustomerToAnonymous(
  db: Database,
  person: { email: string; anonymous: string },
): Promise<number> {
  const moved = await db
    .update(customers)
    .set({ email: person.anonymous })
    .where(eq(customers.email, person.email.toLowerCase()))
    .returning({ email: customers.email });
  return moved.length;
}
