import type { Database } from '#server/db/database.ts';
import { webhookEvents } from '#server/db/schema.ts';
import type { Logger } from '#server/logger.ts';
import { completePaidSession, expireSession, refundPayment } from './order-service.ts';
import type { PaymentEvent } from './payment-provider.ts';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

/**
 * Applies one provider event. Its id is stored in the same transaction as its
 * effect, so a redelivered event finds it and does nothing.
 */
export async function handlePaymentEvent(
  db: Database,
  event: PaymentEvent,
  logger: Logger,
): Promise<WebhookOutcome> {
  if (event.type === 'ignored') return 'ignored';
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    switch (event.type) {
      case 'session.completed':
        await completePaidSession(tx, event.session, logger);
        break;
      case 'session.expired':
        await expireSession(tx, event.session);
        break;
      case 'charge.refunded': {
        const order = await refundPayment(tx, event);
        if (order) logger.info({ orderId: order.id }, 'order refunded');
        break;
      }
    }
    return 'handled';
  });
}
