/**
 * The order record's entry points for other server features: the only module of server/orders
 * they call (query parts for their own repositories come from `order-parts-repository.ts`).
 * Only server/orders queries the `orders` table (docs/decisions/029).
 */
import { issueId, issuedIdPattern } from '#server/db/issued-ids.ts';
import { notFound } from '#server/http/http-error.ts';

export {
  attachProviderSession,
  attachRefundId,
  countCompletedOrders,
  findOrder,
  findOrderBySession,
  findOrderSummary,
  hasBoughtSince,
  insertOrder,
  lockOrder,
  markCompleted,
  markExpired,
  markRefunded,
  type NewOrder,
  type OrderSummary,
  type Order,
} from './order-repository.ts';
export {
  clientHolds,
  countDiscountUses,
  discountCodeHasOrders,
  releaseHolds,
} from './code-uses-repository.ts';
export {
  hasListedOrders,
  listLibraryOrders,
  lockLibraryOrder,
  type LibraryOrderRow,
} from './library-orders-repository.ts';
export { findReceiptOrder, type ReceiptOrder } from './receipt-repository.ts';
export { receiptTokenOf } from './receipt-token-repository.ts';
export { findAlertOrder } from './sale-alert-order-repository.ts';
export { salesIn, type Sales, type SalesWindow } from './revenue-repository.ts';
export { moneyOfEmail, newestOrders, ordersOfEmail } from './admin-orders-repository.ts';
export {
  adminOrderRow,
  dollars,
  orderDetail,
  orderMail,
  orderNotFound,
  type OrderTraces,
} from './admin-orders-service.ts';
export { refundAvailability } from './refund-availability.ts';
export { chargedCents, expectedChargeCents } from './order-charge.ts';

const orderIdPrefix = 'ord';

/** Order ids appear in e-mails and on every page of the PDF: short, but not guessable. */
export function newOrderId(): string {
  return issueId(orderIdPrefix);
}

/** Recognises an order id before any lookup. */
export const orderIdPattern = issuedIdPattern(orderIdPrefix);

/** An order id from an address, checked before any lookup: anything not ours is a 404. */
export function orderIdParam(id: string): string {
  if (!orderIdPattern.test(id)) throw notFound('There is no such order.');
  return id;
}
