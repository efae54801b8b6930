import { and, eq, isNull } from 'drizzle-orm';
import { newSecretToken } from '#server/auth/secret-token.ts';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';

/**
 * The order's receipt link secret, made the first time something links to the receipt (the
 * delivery mail when it renders, the library): one per order, kept, so every link to it agrees.
 * Undefined for an unknown order.
 */
export async function receiptTokenOf(db: Database, orderId: string): Promise<string | undefined> {
  const [made] = await db
    .update(orders)
    .set({ receiptToken: newSecretToken() })
    .where(and(eq(orders.id, orderId), isNull(orders.receiptToken)))
    .returning({ token: orders.receiptToken });
  if (made?.token) return made.token;
  const [kept] = await db
    .select({ token: orders.receiptToken })
    .from(orders)
    .where(eq(orders.id, orderId));
  return kept?.token ?? undefined;
}
