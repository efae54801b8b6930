import type { Order } from './order-repository.ts';

type Charge = Pick<Order, 'amountCents' | 'taxCents'>;

/**
 * What the buyer paid for an order: the net the shop earns (`amount_cents`) and the sales tax
 * on it. A refund gives back all of it; revenue counts only the net.
 */
export function chargedCents(order: Charge): number {
  return order.amountCents + order.taxCents;
}

/**
 * What the provider should have charged for a completed order: the price the checkout asked
 * (list price less discount), with the tax added to it when prices are tax-exclusive.
 */
export function expectedChargeCents(
  order: Charge & Pick<Order, 'taxPrices' | 'listPriceCents' | 'discountCents'>,
): number {
  if (order.taxPrices === 'inclusive' && order.listPriceCents !== null)
    return order.listPriceCents - order.discountCents;
  return chargedCents(order);
}
