import type { Database } from '#server/db/database.ts';
import type { MailCap } from '#server/mail/mail-caps.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { enqueueMail, recentMail } from '#server/mail/outbox-repository.ts';
import {
  lockAlertRecipients,
  setSkippedAlerts,
} from '#server/auth/sale-alert-settings-repository.ts';

/**
 * At most this many alerts an hour to one admin: a burst of sales must not bury their inbox.
 * The events past it are not mailed one by one; the next alert counts them.
 */
export const saleAlertCap: MailCap = { mails: 30, withinMs: 60 * 60_000 };

/**
 * How long an alert waits before it is due. The buyer's delivery mail of the same order is due
 * at once, so the outbox worker, which claims only due mail, takes it first.
 */
export const saleAlertDelayMs = 30_000;

export type SaleEvent = MailPayload<'sale-alert'>['event'];

/**
 * Queues the alert of one sale or refund to each admin who wants it, in the caller's
 * transaction: the one that completed or refunded the order, so an event is alerted exactly
 * once, with the change or not at all. An admin at the cap gets none; their count of skipped
 * events grows, and their next alert reports it.
 */
export async function queueSaleAlerts(
  tx: Database,
  alert: { orderId: string; event: SaleEvent },
): Promise<void> {
  for (const admin of await lockAlertRecipients(tx)) {
    const mail = { kind: 'sale-alert', recipient: admin.email } as const;
    const { count } = await recentMail(tx, mail, saleAlertCap.withinMs);
    if (count >= saleAlertCap.mails) {
      await setSkippedAlerts(tx, admin.id, admin.skipped + 1);
      continue;
    }
    await enqueueMail(tx, {
      ...mail,
      // No orderId on the row: the order's mails, as the back office lists them, are the buyer's.
      payload: { ...alert, skipped: admin.skipped, lastThisHour: count + 1 === saleAlertCap.mails },
      delayMs: saleAlertDelayMs,
    });
    if (admin.skipped > 0) await setSkippedAlerts(tx, admin.id, 0);
  }
}
