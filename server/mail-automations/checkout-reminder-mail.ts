import { html } from 'hono/html';
import { automationMailCopy } from '#content/mail-automations.ts';
import { pageLinks } from '#content/page-links.ts';
import { isReachable } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { newsUnsubscribeUrl } from '#server/mail-audience/news-links.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import { findOrder, hasBoughtSince } from '#server/orders/orders.ts';
import { readAutomation } from './automation-settings.ts';
import { firstNameOf, fillAutomationText } from './automation-text.ts';

/**
 * The one reminder of a checkout left unpaid, with a way back to the checkout. Withdrawn when
 * sent if the buyer bought since, asked for no more news, or the reminder was turned off.
 */
export const renderCheckoutReminder: MailRenderer<MailPayload<'checkout-reminder'>> = async (
  { orderId },
  { db, site },
) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Cannot remind of ${orderId}: no such order`);
  if (order.completedAt || (await hasBoughtSince(db, order.customerEmail, order.createdAt))) {
    throw new MailWithdrawn(`The buyer of ${orderId} has bought since: no reminder.`);
  }
  const reminder = await readAutomation(db, 'checkout-reminder');
  if (!reminder.enabled) throw new MailWithdrawn('The checkout reminder was turned off.');
  if (!order.newsConsentAt || !(await isReachable(db, order.customerEmail))) {
    throw new MailWithdrawn(`The buyer of ${orderId} gets no news.`);
  }
  const { unsubscribeToken } = await ensureMailAddress(db, order.customerEmail);
  const unsubscribeUrl = newsUnsubscribeUrl(site.siteUrl, unsubscribeToken);
  const filled = await fillAutomationText(db, reminder.settings, {
    site,
    firstName: firstNameOf(order.customerName),
  });
  const checkoutUrl = `${site.siteUrl}${pageLinks.checkout.path}`;
  const body = await renderMailBody({
    heading: filled.subject,
    html: html`${filled.html} ${mailButton(checkoutUrl, automationMailCopy.checkoutButton)}`,
    text: [filled.text, `${automationMailCopy.checkoutButton}: ${checkoutUrl}`].join('\n\n'),
    sender: site,
    unsubscribeUrl,
    unsubscribeLine: {
      why: automationMailCopy.checkoutWhy,
      label: automationMailCopy.unsubscribe,
    },
  });
  return {
    to: order.customerEmail,
    subject: filled.subject,
    ...body,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
};
