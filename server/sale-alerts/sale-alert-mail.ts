import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { adminOrderPath } from '#shared/admin-sections.ts';
import { adminPath } from '#shared/admin-path.ts';
import { formatOrderAmount } from '#shared/money.ts';
import { saleAlertCap } from './queue-sale-alerts.ts';
import { findAlertOrder } from '#server/orders/orders.ts';

/** The source of a buyer the tracker never saw: no script, Global Privacy Control, an admin. */
export const unknownSource = 'Direct/unknown';

/** A discount code or campaign the order did not have. */
const noneNamed = 'none';

const wording = {
  sale: { heading: 'New sale', subject: 'New sale', verb: 'was paid', buyer: 'from' },
  refund: { heading: 'Order refunded', subject: 'Refund', verb: 'was refunded', buyer: 'to' },
} as const;

function skippedLine(skipped: number): string {
  const events = skipped === 1 ? '1 sale or refund was' : `${skipped} sales and refunds were`;
  return `Before this one, ${events} not mailed to you: you get at most ${saleAlertCap.mails} alerts an hour. The Orders section lists every order.`;
}

const lastThisHourLine = `This is your ${saleAlertCap.mails}th alert within the hour: the sales and refunds that follow are not mailed until the hour has room again, and the next alert says how many there were.`;

/**
 * To an admin who turned sale alerts on: one sale or refund, its amount, the buyer, where
 * they first came from (as the analytics credit the revenue), the campaign of the visit that
 * bought and the discount code used, and a link to the order.
 * Rendered when sent, from the order as it is then; the event is the one that was queued.
 */
export const renderSaleAlert: MailRenderer<MailPayload<'sale-alert'>> = async (
  { orderId, event, skipped, lastThisHour },
  { db, site, recipient },
) => {
  const found = await findAlertOrder(db, orderId);
  if (!found) throw new Error(`Cannot send the sale alert of ${orderId}: no such order`);
  const { order } = found;
  const words = wording[event];
  const amount = formatOrderAmount(order.amountCents, order.currency);
  const url = `${site.siteUrl}${adminOrderPath(order.id)}`;
  const what = `Order ${order.id} (${site.offer.name}) ${words.verb}: ${amount}.`;
  const buyer = `Buyer: ${order.customerName} <${order.customerEmail}>`;
  const source = `Source: ${found.source ?? unknownSource}`;
  const campaign = `Campaign: ${found.campaign ?? noneNamed}`;
  const code = `Discount code: ${order.discountCode ?? noneNamed}`;
  const notes = [
    ...(skipped > 0 ? [skippedLine(skipped)] : []),
    ...(lastThisHour ? [lastThisHourLine] : []),
  ];
  const why = `You get this mail because sale alerts are on for your account. Turn them off in the back office: ${site.siteUrl}${adminPath}`;
  const body = await renderMailBody({
    heading: words.heading,
    html: html`<p>${what}</p>
      <p>${buyer}<br />${source}<br />${campaign}<br />${code}</p>
      ${mailButton(url, 'Open the order')} ${notes.map((note) => html`<p>${note}</p>`)}
      ${mailNote(why)}`,
    text: [
      what,
      '',
      buyer,
      source,
      campaign,
      code,
      '',
      `Open the order: ${url}`,
      ...notes.flatMap((note) => ['', note]),
      '',
      why,
    ].join('\n'),
    sender: site,
  });
  return {
    to: recipient,
    subject: `${words.subject}: ${amount} ${words.buyer} ${order.customerName} | ${site.brand}`,
    ...body,
  };
};
