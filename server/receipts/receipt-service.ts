import type { ServerContext } from '#server/context.ts';
import { receiptFacts, type ReceiptFacts } from './receipt-facts.ts';
import { findReceiptOrder } from '#server/orders/orders.ts';
import { isReceiptTokenFormat } from './receipt-url.ts';

/** The receipt behind a secret; undefined for junk, an unknown secret or an unpaid order. */
export async function receiptOf(
  ctx: Pick<ServerContext, 'db' | 'settings'>,
  token: string,
): Promise<ReceiptFacts | undefined> {
  if (!isReceiptTokenFormat(token)) return undefined;
  const order = await findReceiptOrder(ctx.db, token);
  if (!order) return undefined;
  const { operator, offer } = ctx.settings.current();
  return receiptFacts(order, { operator, itemName: offer.name });
}
