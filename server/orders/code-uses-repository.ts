import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { holdsAUse } from './order-parts-repository.ts';

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

/** Whether any order, whatever its state, names the code: then orders read its text. */
export async function discountCodeHasOrders(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.discountCodeId, id))
    .limit(1);
  return row !== undefined;
}
