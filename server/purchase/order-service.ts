import { announceContentChange } from '#server/db/content-changes.ts';
import { toCents } from '#shared/money.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { countPurchase, countRefund } from '#server/customers/customer-ledger.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { queueDeliveryResend } from '#server/delivery/delivery-resend.ts';
import { downloadUrl, issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { deliversPlaceholder, requireGuideOnSale } from '#server/guide-files/guide-sale.ts';
import type { Logger } from '#server/logger.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { liftNewsOptOutBefore } from '#server/mail-audience/news-opt-out-repository.ts';
import { queueSaleAlerts } from '#server/sale-alerts/queue-sale-alerts.ts';
import { ServiceError } from '#server/service-error.ts';
import {
  recordConversion,
  recordRefundConversion,
  type ConversionInput,
} from '#server/analytics/storage/analytics-store-repository.ts';
import { PaymentProviderError, type SessionState } from './payment-provider.ts';
import { claimDiscount, checkoutExpiry } from '#server/discount-codes/discount-quote.ts';
import { discountCents } from '#server/discount-codes/discount-pricing.ts';
import { canceledCheckoutPathOf, discountLine } from './checkout-lines.ts';
import { clientKeyOf, closeEarlierHolds } from './code-holds.ts';
import { type CheckoutRequest, type VerifyPaymentResponse } from '#shared/contracts/checkout.ts';
import {
  attachProviderSession,
  chargedCents,
  expectedChargeCents,
  findOrder,
  findOrderBySession,
  insertOrder,
  lockOrder,
  markCompleted,
  markExpired,
  markRefunded,
  type Order,
  newOrderId,
} from '#server/orders/orders.ts';

/**
 * Stores a pending order with the amount the server decides, then opens a checkout
 * session for it. If the provider fails, the order stays pending and nothing else changes;
 * while only the placeholder guide could be delivered on a site taking real payments,
 * nothing is stored at all.
 */
export async function startCheckout(
  ctx: Pick<
    ServerContext,
    'db' | 'payments' | 'config' | 'logger' | 'settings' | 'analytics' | 'clock'
  >,
  customer: CheckoutRequest,
  clientIp: string,
): Promise<{ url: string }> {
  await requireGuideOnSale(ctx);
  // The order keeps the price it started with, whatever the settings say later.
  const { offer, tax } = ctx.settings.current();
  const listPriceCents = toCents(offer.price);
  const now = ctx.clock();
  const clientKey = clientKeyOf(clientIp);
  // A client holds one use of a limited code: its earlier checkouts with it give theirs up.
  const closedOrderIds = customer.code
    ? await closeEarlierHolds(ctx, customer.code, clientKey, now)
    : [];
  const order = await inTransaction(ctx.db, async (tx) => {
    // Claimed before the order is stored, under the code's lock held until this commits.
    const code = customer.code
      ? await claimDiscount(tx, customer.code, now, { clientKey, closedOrderIds })
      : undefined;
    const offCents = code ? discountCents(listPriceCents, code) : 0;
    const stored = await insertOrder(tx, {
      id: newOrderId(),
      listPriceCents,
      discountCodeId: code?.id ?? null,
      discountCode: code?.code ?? null,
      discountCents: offCents,
      amountCents: listPriceCents - offCents,
      // Whether the session asks for tax, and how the price stands to it, is the server's
      // setting when the checkout starts; the tax itself is the provider's, at payment.
      taxPrices: tax.mode === 'stripe_tax' ? tax.prices : null,
      currency: offer.currency,
      productId: offer.id,
      customerEmail: customer.email,
      customerName: customer.name,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      provider: ctx.payments.name,
      analyticsSessionId: customer.analytics?.sessionId ?? null,
      analyticsVisitorId: customer.analytics?.visitorId ?? null,
      // Evidence of the buyer's consent to news, kept only when the box was ticked. Anyone can
      // type an address: the consent counts only once the order is paid (completeInTransaction).
      newsConsentAt: customer.newsConsent ? now : null,
      newsConsentIp: customer.newsConsent ? clientIp : null,
      clientKey,
      payableUntil: checkoutExpiry(code, now) ?? null,
    });
    await recordConversion(tx, conversionOf(stored, 'begin_checkout', 0, stored.createdAt));
    return stored;
  });
  ctx.analytics.nudge();
  try {
    const session = await ctx.payments.createCheckoutSession({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      customerEmail: order.customerEmail,
      productName: offer.name,
      description: discountLine(order),
      expiresAt: order.payableUntil ?? undefined,
      taxPrices: order.taxPrices ?? undefined,
      successUrl: `${ctx.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.config.siteUrl}${canceledCheckoutPathOf(order)}`,
    });
    await attachProviderSession(ctx.db, order.id, session.id);
    return { url: session.url };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.error(
      { err: error, orderId: order.id },
      'payment provider refused a checkout session',
    );
    throw new ServiceError(
      'unavailable',
      'payment_provider_unavailable',
      'Our payment provider could not be reached. Your card was not charged; please try again in a moment.',
    );
  }
}

/**
 * What the result page shows after the provider sent the buyer back: only the provider's
 * word counts, nothing the browser says marks an order paid. A paid session completes its
 * order here if the webhook has not done so yet.
 */
export async function verifyPayment(
  ctx: Pick<ServerContext, 'db' | 'payments' | 'config' | 'logger' | 'outbox' | 'analytics'>,
  sessionId: string,
): Promise<VerifyPaymentResponse> {
  const session = await ctx.payments.retrieveSession(sessionId).catch((error: unknown) => {
    if (error instanceof PaymentProviderError)
      throw new ServiceError(
        'unavailable',
        'payment_provider_unavailable',
        'We could not confirm your payment with our payment provider right now. Please try again in a moment.',
      );
    throw error;
  });
  const order = session ? (await completePaidSession(ctx, session))?.order : undefined;
  if (!session || order?.status !== 'completed') return { success: false };
  const token = await issueDownloadToken(ctx.db, order.id);
  return {
    success: true,
    customer_email: order.customerEmail,
    order_id: order.id,
    amount_paid: (session.amountCents ?? chargedCents(order)) / 100,
    ...(order.taxCents > 0 && { tax_paid: order.taxCents / 100 }),
    download_url: downloadUrl(ctx.config.siteUrl, token),
    sample_guide: await deliversPlaceholder(ctx.db),
  };
}

export interface Completion {
  order: Order;
  /** True only for the one call that completed it: that call sent the delivery mail. */
  newlyCompleted: boolean;
}

/**
 * Completes the order of a paid session exactly once, whoever asks first (the browser's
 * verify-payment, the provider's webhook, the test payment page), and in the same
 * transaction issues its download link and queues its delivery mail and the admins' alerts.
 */
export async function completePaidSession(
  ctx: Pick<ServerContext, 'db' | 'logger' | 'outbox' | 'analytics'>,
  session: SessionState,
): Promise<Completion | undefined> {
  const completion = await completeInTransaction(ctx.db, session, ctx.logger);
  if (completion?.newlyCompleted) {
    ctx.outbox.nudge();
    ctx.analytics.nudge();
  }
  return completion;
}

/**
 * The analytics record of an order's step, written in the order's own transaction: the
 * server, not the browser, says a checkout started and what a purchase took.
 */
function conversionOf(
  order: Order,
  type: ConversionInput['type'],
  revenueCents: number,
  at: Date,
): ConversionInput {
  return {
    orderId: order.id,
    type,
    sessionId: order.analyticsSessionId,
    visitorId: order.analyticsVisitorId,
    revenueCents,
    at,
  };
}

/** The completion itself, for a caller that holds a transaction and wakes the outbox after it. */
export async function completeInTransaction(
  db: Database,
  session: SessionState,
  logger: Logger,
): Promise<Completion | undefined> {
  if (session.status !== 'complete' || !session.paid || !session.orderId) return undefined;
  const orderId = session.orderId;
  return inTransaction(db, async (tx) => {
    const completed = await markCompleted(tx, {
      orderId,
      sessionId: session.id,
      paymentIntentId: session.paymentIntentId,
      paymentMethodKind: session.paymentMethodKind,
      chargedCents: session.amountCents,
      taxCents: session.taxCents,
    });
    if (!completed) {
      const existing = await findOrder(tx, orderId);
      return existing ? { order: existing, newlyCompleted: false } : undefined;
    }
    const expected = expectedChargeCents(completed);
    if (session.amountCents !== expected) {
      logger.error({ orderId, paid: session.amountCents, expected }, 'paid amount differs');
    }
    // Revenue is what the provider says it took, less the sales tax: tax is never revenue.
    const netCents = (session.amountCents ?? chargedCents(completed)) - session.taxCents;
    await recordConversion(
      tx,
      conversionOf(completed, 'purchase', netCents, completed.completedAt ?? new Date()),
    );
    await issueDownloadToken(tx, completed.id);
    await countPurchase(tx, completed);
    // The person who paid ticked the box: a new consent, over any unsubscribe older than it.
    if (completed.newsConsentAt) {
      await liftNewsOptOutBefore(tx, completed.customerEmail, completed.newsConsentAt);
    }
    await enqueueMail(tx, {
      kind: 'order-delivery',
      recipient: completed.customerEmail,
      payload: { orderId: completed.id },
      orderId: completed.id,
    });
    await queueSaleAlerts(tx, { orderId: completed.id, event: 'sale' });
    logger.info({ orderId }, 'order completed');
    return { order: completed, newlyCompleted: true };
  });
}

export async function expireSession(db: Database, session: SessionState): Promise<boolean> {
  return session.orderId ? markExpired(db, session.orderId, session.id) : false;
}

/**
 * Marks the order refunded, whether or not its completion has arrived yet: a completion
 * after the refund finds it refunded and does nothing (no link, no mail), and the links
 * of an order completed before stop working, since downloads check the order's status.
 * The buyer of a delivered order is told in a mail queued in the caller's transaction, by
 * the one call that changed the status: the admin's refund and the provider's webhook,
 * whichever comes first, send one mail between them and one alert to each admin who wants
 * it; the same call moves the money in the buyer's row of the Customers list and notes the
 * refund for analytics, so its revenue is net of it, and announces the change of the public
 * proof (the caller reloads its own once committed). Undefined when the order is unknown or
 * was refunded already.
 */
export async function refundPayment(
  db: Database,
  refund: Parameters<typeof markRefunded>[1],
): Promise<Order | undefined> {
  const order = await markRefunded(db, refund);
  // The money went back whether or not the guide was delivered: the admins hear of it.
  if (order) {
    await countRefund(db, order);
    await queueSaleAlerts(db, { orderId: order.id, event: 'refund' });
    // Its review no longer counts as a verified buyer's: every instance reads the proof again.
    await announceContentChange(db, 'reviews');
  }
  // Never delivered (refunded before its completion arrived): nothing to take back.
  if (order?.completedAt) {
    await recordRefundConversion(db, order.id);
    await enqueueMail(db, {
      kind: 'order-refund',
      recipient: order.customerEmail,
      payload: { orderId: order.id },
      orderId: order.id,
    });
  }
  return order;
}

const noPaidOrder = new ServiceError(
  'not_found',
  'not_found',
  'We found no paid order for this payment.',
);

/**
 * Sends the delivery mail of a session's completed order again (the buyer asked), within the
 * day's caps per order and per address, whichever address asks.
 */
export async function resendDelivery(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  sessionId: string,
): Promise<void> {
  const found = await findOrderBySession(ctx.db, sessionId);
  if (!found) throw noPaidOrder;
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (order?.status !== 'completed') throw noPaidOrder;
    await queueDeliveryResend(tx, order);
  });
  ctx.outbox.nudge();
}
