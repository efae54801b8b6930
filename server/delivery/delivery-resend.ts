import type { Database } from '#server/db/database.ts';
import { enqueueMail, recentMail } from '#server/mail/outbox-repository.ts';
import { ServiceError } from '#server/service-error.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * How many delivery mails (the stamped guide attached) may go out in a day: per order, the
 * purchase's own mail and four resends; per address, two orders' worth. The mail the purchase
 * queues always goes and is counted; only resends are refused past a cap.
 */
export const deliveryMailCaps = {
  perOrder: { mails: 5, withinMs: dayMs },
  perRecipient: { mails: 10, withinMs: dayMs },
} as const;

function capped(message: string, roomInSeconds: number): ServiceError {
  return new ServiceError('limited', 'delivery_mail_capped', message, roomInSeconds);
}

/**
 * Queues a completed order's delivery mail once more, unless the order or its address had
 * their day's mails already: then a 'limited' ServiceError saying so and when there is room.
 * Counted in the outbox, so every instance and restart shares the count. The caller holds
 * the order's row lock (lockOrder) in `tx`, so resends of one order racing each other take
 * turns and cannot both pass the last free place.
 */
export async function queueDeliveryResend(
  tx: Database,
  order: { id: string; customerEmail: string },
): Promise<void> {
  const { perOrder, perRecipient } = deliveryMailCaps;
  const ofOrder = await recentMail(
    tx,
    { kind: 'order-delivery', orderId: order.id },
    perOrder.withinMs,
  );
  if (ofOrder.count >= perOrder.mails) {
    throw capped(
      `This order’s guide has already been sent ${ofOrder.count} times in the last 24 hours.`,
      ofOrder.roomInSeconds,
    );
  }
  const toRecipient = await recentMail(
    tx,
    { kind: 'order-delivery', recipient: order.customerEmail },
    perRecipient.withinMs,
  );
  if (toRecipient.count >= perRecipient.mails) {
    throw capped(
      `${order.customerEmail} has already been sent the guide ${toRecipient.count} times in the last 24 hours.`,
      toRecipient.roomInSeconds,
    );
  }
  await enqueueMail(tx, {
    kind: 'order-delivery',
    recipient: order.customerEmail,
    payload: { orderId: order.id },
    orderId: order.id,
  });
}
