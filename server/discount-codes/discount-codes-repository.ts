import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
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
 * A checkout holding a use of its code: unpaid, its payment page open until after `heldAfter`
 * (the clock less the margin for the provider's clock). A checkout expired, closed or given
 * up for a newer one holds nothing.
 */
export function holdsAUse(heldAfter: Date): SQL {
  return sql`${orders.status} = 'pending' and ${orders.payableUntil} > ${heldAfter}`;
}

/** The checkouts of one client (`clientKey`) holding a use of a code, with their payment pages. */
export async function clientHolds(
  db: Database,
  hold: { codeId: string; clientKey: string; heldAfter: Date },
): Promise<{ id: string; providerSessionId: string | null }[]> {
  return db
    .select({ id: orders.id, providerSessionId: orders.providerSessionId })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, hold.codeId),
        eq(orders.clientKey, hold.clientKey),
        holdsAUse(hold.heldAfter),
      ),
    );
}

/** Ends the holds of unpaid checkouts whose payment pages were closed: they expire. */
export async function releaseHolds(db: Database, orderIds: string[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orders)
    .set({ status: 'expired', expiredAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'pending')));
}

/** A code's uses: its paid orders (refunded later or not) and the checkouts holding one. */
export async function countDiscountUses(
  db: Database,
  codeId: string,
  heldAfter: Date,
): Promise<number> {
  const [row] = await db
    .select({ uses: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.discountCodeId, codeId),
        or(inArray(orders.status, ['completed', 'refunded']), holdsAUse(heldAfter)),
      ),
    );
  return row?.uses ?? 0;
}
