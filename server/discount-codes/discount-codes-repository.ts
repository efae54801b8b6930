import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { discountCodes, orders } from '#server/db/schema.ts';

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

/**
 * A code's uses: its paid orders (refunded later or not) and its checkouts started after
 * `openSince`, whose payment page may still be paid.
 */
export async function countDiscountUses(
  db: Database,
  codeId: string,
  openSince: Date,
): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, codeId),
        or(
          inArray(orders.status, ['completed', 'refunded']),
          and(eq(orders.status, 'pending'), gt(orders.createdAt, openSince)),
        ),
      ),
    );
  return row?.uses ?? 0;
}
