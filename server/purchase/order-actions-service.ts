import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { queueDeliveryResend } from '#server/delivery/delivery-resend.ts';
import { findMail } from '#server/mail/order-mails-repository.ts';
import { requeueFailedMail } from '#server/mail/outbox-repository.ts';
import {
  attachRefundId,
  chargedCents,
  findOrder,
  lockOrder,
  orderDetail,
  orderMail,
  orderNotFound,
  refundAvailability,
  type OrderTraces,
} from '#server/orders/orders.ts';
import { ServiceError } from '#server/service-error.ts';
import type { OrderDetail, OrderMail } from '#shared/contracts/admin.ts';
import { refundPayment } from './order-service.ts';
import { PaymentProviderError } from './payment-provider.ts';

type ActionContext = Pick<
  ServerContext,
  'db' | 'settings' | 'payments' | 'clock' | 'outbox' | 'logger' | 'socialProof'
>;

/**
 * Pays a completed order back through the provider, then, in one transaction, marks it
 * refunded (its download link stops at once), queues the buyer's refund mail and records
 * the action. The provider is called outside any transaction: a slow provider must not
 * hold a row lock. Safe to repeat: a refunded order is answered as it is, and two refunds
 * racing each other or the provider's webhook reach the provider under one idempotency key
 * and queue one mail between them.
 */
export async function refundOrder(
  ctx: ActionContext,
  traces: OrderTraces,
  actor: AdminActor,
  orderId: string,
): Promise<OrderDetail> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw orderNotFound;
  if (order.status === 'refunded') return orderDetail(ctx, traces, orderId);
  const availability = refundAvailability(order, {
    refundWindowDays: ctx.settings.current().offer.refundWindowDays,
    provider: ctx.payments.name,
    now: ctx.clock(),
  });
  const paymentIntentId = order.paymentIntentId;
  if (!availability.allowed || !paymentIntentId) {
    throw new ServiceError(
      'conflict',
      'refund_unavailable',
      availability.reason ?? 'This order cannot be refunded.',
    );
  }
  const { refundId } = await ctx.payments
    // The whole charge goes back: the net and the sales tax on it.
    .refund({ orderId, paymentIntentId, amountCents: chargedCents(order) })
    .catch((error: unknown) => {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.logger.error({ err: error, orderId }, 'payment provider refused a refund');
      throw new ServiceError(
        'unavailable',
        'refund_failed',
        'The payment provider did not refund this order. Nothing was changed; please try again in a moment.',
      );
    });
  const recorded = await inTransaction(ctx.db, async (tx) => {
    const refunded = await refundPayment(tx, {
      orderId,
      paymentIntentId,
      refundId,
      at: ctx.clock(),
    });
    // The provider's webhook may have marked it refunded meanwhile: keep the refund's id.
    const changed = refunded !== undefined || (await attachRefundId(tx, orderId, refundId));
    if (changed) {
      await recordAudit(tx, {
        ...actor,
        action: 'order_refunded',
        target: orderId,
        targetLabel: order.customerEmail,
        detail: {
          refundId,
          amountCents: chargedCents(order),
          taxCents: order.taxCents,
          currency: order.currency,
        },
      });
    }
    return changed;
  });
  if (recorded) {
    ctx.logger.info({ orderId, refundId }, 'order refunded by an admin');
    ctx.outbox.nudge();
    // A refunded buyer's review leaves the proof this instance shows at once.
    await ctx.socialProof.reload();
  }
  return orderDetail(ctx, traces, orderId);
}

/**
 * Queues the delivery mail of a completed order again: the same download link, a new mail,
 * within the day's caps per order and per address (a 429 past them).
 */
export async function resendOrderDelivery(
  ctx: ActionContext,
  traces: OrderTraces,
  actor: AdminActor,
  orderId: string,
): Promise<OrderDetail> {
  await inTransaction(ctx.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw orderNotFound;
    if (order.status !== 'completed') {
      throw new ServiceError(
        'conflict',
        'order_not_completed',
        `Only a completed order's guide can be sent again; this order is ${order.status}.`,
      );
    }
    await queueDeliveryResend(tx, order);
    await recordAudit(tx, {
      ...actor,
      action: 'delivery_resent',
      target: orderId,
      targetLabel: order.customerEmail,
    });
  });
  ctx.outbox.nudge();
  return orderDetail(ctx, traces, orderId);
}

/**
 * Gives a mail that failed for good a new round of attempts, starting now; its last error
 * stays for support to read until the next attempt replaces it.
 */
export async function requeueMail(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  actor: AdminActor,
  mailId: number,
): Promise<OrderMail> {
  await inTransaction(ctx.db, async (tx) => {
    if ((await requeueFailedMail(tx, { ids: [mailId] })) === 0) {
      const mail = await findMail(tx, mailId);
      if (!mail) throw new ServiceError('not_found', 'not_found', 'There is no such mail.');
      throw new ServiceError(
        'conflict',
        'mail_not_failed',
        `Only a failed mail can be queued again; this one is ${mail.status}.`,
      );
    }
    await recordAudit(tx, {
      ...actor,
      action: 'mail_requeued',
      target: String(mailId),
      targetLabel: (await findMail(tx, mailId))?.recipient ?? null,
    });
  });
  ctx.outbox.nudge();
  const mail = await findMail(ctx.db, mailId);
  if (!mail) throw new Error(`Mail ${mailId} vanished after it was requeued`);
  return orderMail(mail);
}
