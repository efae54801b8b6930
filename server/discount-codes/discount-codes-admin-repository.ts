import { and, desc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { discountCodes } from '#server/db/schema.ts';
import {
  codeOrderFigures,
  joinOrdersOfCode,
  noOrderNamesCode,
} from '#server/orders/order-parts-repository.ts';
import type { DiscountCode } from './discount-codes-repository.ts';

/** A code's terms as the back office stores them: amounts in cents or whole percent. */
export type DiscountCodeValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'createdAt'>;

/** A code with what its orders add up to. */
export interface DiscountCodeFigures extends DiscountCode {
  /** Orders paid with it, refunded later or not. */
  paidOrders: number;
  /** Its unpaid checkouts holding a use (server/orders/order-parts-repository.ts `holdsAUse`). */
  openCheckouts: number;
  /** What its kept orders (completed, not refunded) paid, and what it took off them. */
  keptCents: number;
  discountGivenCents: number;
}

/**
 * Every code (or the one `onlyId` names), newest first, with its figures: one pass over the
 * orders that carry a code (orders_discount_code_id_idx), grouped by code, whatever their number.
 */
export async function discountCodesWithFigures(
  db: Database,
  heldAfter: Date,
  onlyId?: string,
): Promise<DiscountCodeFigures[]> {
  const codeOrders = joinOrdersOfCode(discountCodes.id);
  return db
    .select({ ...getTableColumns(discountCodes), ...codeOrderFigures(heldAfter) })
    .from(discountCodes)
    .leftJoin(codeOrders.table, codeOrders.on)
    .where(onlyId === undefined ? undefined : eq(discountCodes.id, onlyId))
    .groupBy(discountCodes.id)
    .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id));
}

/** The code `id` names, its row locked until the transaction ends, or undefined. */
export async function lockDiscountCode(
  tx: Database,
  id: string,
): Promise<DiscountCode | undefined> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

/** Whether another code than `exceptId` already has this text. */
export async function discountCodeTaken(
  db: Database,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.code, code),
        exceptId === undefined ? undefined : ne(discountCodes.id, exceptId),
      ),
    );
  return row !== undefined;
}

/** Stores a new code; undefined when its text is already taken (the unique index decides). */
export async function insertDiscountCode(
  db: Database,
  id: string,
  values: DiscountCodeValues,
): Promise<DiscountCode | undefined> {
  const [row] = await db
    .insert(discountCodes)
    .values({ id, ...values })
    .onConflictDoNothing({ target: discountCodes.code })
    .returning();
  return row;
}

export async function updateDiscountCode(
  db: Database,
  id: string,
  values: DiscountCodeValues,
): Promise<DiscountCode | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set(values)
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

/** Deletes the code only while no order names it; undefined when it was not deleted. */
export async function deleteUnusedDiscountCode(
  db: Database,
  id: string,
): Promise<DiscountCode | undefined> {
  const [row] = await db
    .delete(discountCodes)
    .where(and(eq(discountCodes.id, id), noOrderNamesCode(id)))
    .returning();
  return row;
}
