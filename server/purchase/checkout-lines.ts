import { canceledCheckoutPath } from '#shared/contracts/checkout.ts';
import { formatAmount } from '#shared/money.ts';
import type { Order } from '#server/orders/orders.ts';

type PricedOrder = Pick<Order, 'discountCode' | 'discountCents' | 'listPriceCents'>;

const dollars = (cents: number) => `$${formatAmount(cents / 100)}`;

/**
 * The payment page's line under the guide's name, naming the code and what it took off, so
 * the provider's page and receipt show why the amount is below the price; undefined without
 * a code.
 */
export function discountLine(order: PricedOrder): string | undefined {
  if (!order.discountCode) return undefined;
  const list = order.listPriceCents === null ? '' : ` (price ${dollars(order.listPriceCents)})`;
  return `Code ${order.discountCode}: ${dollars(order.discountCents)} off${list}`;
}

/** Where a payment page's Cancel leads: back to the checkout, with the order's code still applied. */
export function canceledCheckoutPathOf(order: Pick<Order, 'discountCode'>): string {
  if (!order.discountCode) return canceledCheckoutPath;
  return `${canceledCheckoutPath}&${new URLSearchParams({ code: order.discountCode }).toString()}`;
}
