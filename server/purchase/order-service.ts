import { randomBytes } from 'node:crypto';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { HttpError } from '#server/http/http-error.ts';
import type { Logger } from '#server/logger.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { PaymentProviderError, type SessionState } from './payment-provider.ts';
import { canceledCheckoutPath, type CheckoutRequest } from '#shared/contracts/checkout.ts';
import { product } from '#shared/product.ts';
import {
  attachProviderSession,
  findOrder,
  insertOrder,
  markCompleted,
  markExpired,
  markRefunded,
  type Order,
} from './order-repository.ts';

/** Order ids appear in e-mails and on every page of the PDF: short, but not guessable. */
function newOrderId(): string {
  return `ord_${randomBytes(12).toString('base64url')}`;
}

export const priceInCents = Math.round(product.price * 100);

/**
 * Stores a pending order with the amount the server decides, then opens a checkout
 * session for it. If the provider fails, the order stays pending and nothing else changes.
 */
export async function startCheckout(
  ctx: Pick<ServerContext, 'db' | 'payments' | 'config' | 'logger'>,
  customer: CheckoutRequest,
): Promise<{ url: string }> {
  const order = await insertOrder(ctx.db, {
    id: newOrderId(),
    amountCents: priceInCents,
    currency: product.currency,
    productId: product.id,
    customerEmail: customer.email,
    customerName: customer.name,
    address: customer.address,
    city: customer.city,
    state: customer.state,
    zip: customer.zip,
    provider: ctx.payments.name,
  });
  try {
    const session = await ctx.payments.createCheckoutSession({
      orderId: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
      customerEmail: order.customerEmail,
      productName: product.name,
      successUrl: `${ctx.config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${ctx.config.siteUrl}${canceledCheckoutPath}`,
    });
    await attachProviderSession(ctx.db, order.id, session.id);
    return { url: session.url };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.logger.error(
      { err: error, orderId: order.id },
      'payment provider refused a checkout session',
    );
    throw new HttpError(
      502,
      'payment_provider_unavailable',
      'Our payment provider could not be reached. Your card was not charged; please try again in a moment.',
    );
  }
}

export interface Completion {
  order: Order;
  /** True only for the one call that completed it: that call sent the delivery mail. */
  newlyCompleted: boolean;
}

/**
 * Completes the order of a paid session exactly once, whoever asks first (the
 * browser's verify-payment or the provider's webhook), and in the same transaction
 * issues its download link and queues its delivery mail.
 */
export async function completePaidSession(
  db: Database,
  session: SessionState,
  logger: Logger,
): Promise<Completion | undefined> {
  if (session.status !== 'complete' || !session.paid || !session.orderId) return undefined;
  const orderId = session.orderId;
  return db.transaction(async (tx) => {
    const completed = await markCompleted(tx, {
      orderId,
      sessionId: session.id,
      paymentIntentId: session.paymentIntentId,
    });
    if (!completed) {
      const existing = await findOrder(tx, orderId);
      return existing ? { order: existing, newlyCompleted: false } : undefined;
    }
    if (session.amountCents !== completed.amountCents) {
      logger.error(
        { orderId, paid: session.amountCents, expected: completed.amountCents },
        'paid amount differs',
      );
    }
    await issueDownloadToken(tx, completed.id);
    await enqueueMail(tx, {
      kind: 'order-delivery',
      recipient: completed.customerEmail,
      payload: { orderId: completed.id },
      orderId: completed.id,
    });
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
 * Undefined when the order is unknown or was refunded already.
 */
export async function refundPayment(
  db: Database,
  refund: { orderId: string; paymentIntentId: string },
): Promise<Order | undefined> {
  return markRefunded(db, refund);
}

/** Sends the delivery mail of a completed order again (the buyer asked, rate-limited). */
export async function resendDelivery(db: Database, order: Order): Promise<void> {
  await enqueueMail(db, {
    kind: 'order-delivery',
    recipient: order.customerEmail,
    payload: { orderId: order.id },
    orderId: order.id,
  });
}
