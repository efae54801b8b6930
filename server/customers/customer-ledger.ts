import type { Database } from '#server/db/database.ts';
import type { Order } from '#server/orders/orders.ts';
import { addToCustomer, type CustomerChange } from './customers-repository.ts';

/**
 * What an order changes in its buyer's row of the Customers list. Called in the same
 * transaction as the order's own change, by the one call that made it (the conditional
 * updates of completion and refund), so each order counts once.
 */
function purchase(order: Order): CustomerChange {
  return {
    email: order.customerEmail.toLowerCase(),
    orders: 1,
    paidCents: order.amountCents,
    refunds: 0,
    refundedCents: 0,
    at: order.createdAt,
  };
}

/** A refund takes the money back from a delivered order; one refunded before its completion is counted here. */
function refund(order: Order): CustomerChange {
  const wasCompleted = order.completedAt !== null;
  return {
    ...purchase(order),
    orders: wasCompleted ? 0 : 1,
    paidCents: wasCompleted ? -order.amountCents : 0,
    refunds: 1,
    refundedCents: order.amountCents,
  };
}

export const countPurchase = (tx: Database, order: Order) => addToCustomer(tx, purchase(order));
export const countRefund = (tx: Database, order: Order) => addToCustomer(tx, refund(order));
