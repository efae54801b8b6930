import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { salesTaxCopy } from '#content/sales-tax.ts';
import { formatAmount, formatOrderAmount } from '#shared/money.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { chargedCents, findOrder } from '#server/orders/orders.ts';

/** How long a refund takes to reach the buyer's card, as the terms and the FAQ say. */
const refundArrival = '5-10 business days';

/**
 * Confirms a refund to the buyer: the amount, when it arrives, and that the download link
 * has stopped. Rendered when sent, so it states what the order says then; an order that is
 * no longer refunded gets nothing.
 */
export const renderRefundMail: MailRenderer<MailPayload<'order-refund'>> = async (
  { orderId },
  { db, site },
) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Cannot confirm the refund of ${orderId}: no such order`);
  if (order.status !== 'refunded') {
    throw new Error(`Cannot confirm the refund of ${orderId}: it is ${order.status}`);
  }
  // The whole charge went back: the net and the sales tax on it.
  const amount = formatOrderAmount(chargedCents(order), order.currency);
  const taxNote =
    order.taxCents > 0
      ? ` ${fillPlaceholders(salesTaxCopy.refundIncludes, { tax: `$${formatAmount(order.taxCents / 100)}` })}`
      : '';
  const heading = 'Your refund is on its way';
  const refunded = `We refunded ${amount}${taxNote} for order ${order.id} (${site.offer.name}).`;
  const arrival = `The money goes back to the card you paid with. It usually shows on your statement within ${refundArrival}, depending on your bank.`;
  const link = 'The download link of this order no longer works.';
  const body = await renderMailBody({
    heading,
    html: html`<p>${refunded}</p>
      <p>${arrival}</p>
      ${mailNote(link)}`,
    text: [refunded, arrival, link].join('\n\n'),
    sender: site,
  });
  return {
    to: order.customerEmail,
    subject: `Your refund for order ${order.id} | ${site.brand}`,
    ...body,
  };
};
