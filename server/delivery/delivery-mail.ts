import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { deliversPlaceholder } from '#server/guide-files/guide-sale.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { chargedCents, findOrderSummary, receiptTokenOf } from '#server/orders/orders.ts';
import { receiptUrl } from '#server/receipts/receipt-url.ts';
import { deliveryBody, deliverySubject } from './delivery-mail-content.ts';
import { downloadUrl, inspectDownloadToken, issueDownloadToken } from './download-tokens.ts';
import type { GuideCopies } from './guide-copies.ts';
import { guideFileName } from './guide-source.ts';

/**
 * The delivery e-mail: the buyer's stamped guide attached (the order's one stored copy, which
 * the downloads serve too) and the download link. Rendered when the outbox sends it, so a
 * resend carries the current guide and the link's current state. An order that is not (or
 * no longer) completed gets nothing: the error is recorded by the outbox.
 */
export function deliveryMailRenderer(
  guideCopies: GuideCopies,
): MailRenderer<MailPayload<'order-delivery'>> {
  return async ({ orderId }, { db, config, site }) => {
    const order = await findOrderSummary(db, orderId);
    if (!order) throw new Error(`Cannot deliver order ${orderId}: no such order`);
    if (order.status !== 'completed') {
      throw new Error(`Cannot deliver order ${orderId}: it is ${order.status}, not completed`);
    }
    const token = await issueDownloadToken(db, order.id);
    const link = await inspectDownloadToken(db, token);
    const pdf = await guideCopies.forOrder(order);
    // Made now, not when the order completed (decision 028): kept once made, so every mail agrees.
    const receiptToken = await receiptTokenOf(db, order.id);
    if (!receiptToken) throw new Error(`Cannot deliver order ${orderId}: no receipt link`);
    const body = await deliveryBody({
      orderId: order.id,
      downloadUrl: downloadUrl(config.siteUrl, token),
      link: link.status === 'ok' ? link : undefined,
      amountCents: chargedCents(order),
      receiptUrl: receiptUrl(config.siteUrl, receiptToken),
      site,
      sample: await deliversPlaceholder(db),
    });
    return {
      to: order.customerEmail,
      subject: deliverySubject(site.offer, order.id),
      ...body,
      attachments: [{ filename: guideFileName, content: pdf, contentType: 'application/pdf' }],
    };
  };
}
