import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import { recordWebhookEvent } from './webhook-event-repository.ts';
import { completeInTransaction, expireSession, refundPayment } from './order-service.ts';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Verifies and applies one provider event. Its id is stored in the same transaction as its
 * effect, so a redelivered event finds it and does nothing; mail it queued is sent once
 * the transaction has committed.
 */
export async function receivePaymentWebhook(
  ctx: Pick<ServerContext, 'db' | 'payments' | 'logger' | 'outbox' | 'analytics' | 'socialProof'>,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await ctx.payments.parseWebhook(rawBody, signature).catch((error: unknown) => {
    if (error instanceof WebhookSignatureError)
      throw new ServiceError('rejected', 'invalid_signature', error.message);
    if (error instanceof PaymentProviderError)
      throw new ServiceError('unavailable', 'payment_provider_unavailable', error.message);
    throw error;
  });
  if (event.type === 'ignored') return 'ignored';
  const outcome = await inTransaction(ctx.db, async (tx) => {
    if (!(await recordWebhookEvent(tx, event))) return 'duplicate';
    switch (event.type) {
      case 'session.completed':
        await completeInTransaction(tx, event.session, ctx.logger);
        break;
      case 'session.expired':
        await expireSession(tx, event.session);
        break;
      case 'charge.refunded': {
        const order = await refundPayment(tx, event);
        if (order) ctx.logger.info({ orderId: order.id }, 'order refunded');
        break;
      }
    }
    return 'handled';
  });
  if (outcome === 'handled') {
    ctx.outbox.nudge();
    ctx.analytics.nudge();
  }
  // A refunded buyer's review leaves the proof this instance shows at once.
  if (outcome === 'handled' && event.type === 'charge.refunded') await ctx.socialProof.reload();
  return outcome;
}
