import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { discountCodes } from '#server/db/schema.ts';

export type DiscountCode = typeof discountCodes.$inferSelect;

/** The code a buyer typed (already upper-cased), or undefined. */
export async function findDiscountCode(
  db: Database,
  code: string,
): Promise<DiscountCode | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/**
 * The code, its row held until the transaction ends: two checkouts claiming the last use of a
 * limited code take turns, and the second counts the first one's order.
 */
export async function lockDiscountCode(
  db: Database,
  code: string,
): Promise<DiscountCode | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.code, code))
    .for('update');
  return row;
}
