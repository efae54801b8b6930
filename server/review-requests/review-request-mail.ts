import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import { readAutomation } from '#server/mail-automations/automation-settings.ts';
import { fillAutomationText, firstNameOf } from '#server/mail-automations/automation-text.ts';
import { findOrder } from '#server/orders/orders.ts';
import { issueReviewLink } from './review-links.ts';
import { hasReviewOptOut } from './review-request-repository.ts';

const optOutLine = {
  why: 'You receive this mail once, because you bought from us.',
  label: 'Stop review requests',
};

/**
 * Asks a buyer, once, how the guide helped, in the review-request automation's texts. Rendered
 * when sent: an order refunded, an address opted out or the automation turned off since the
 * request was queued gets nothing (the mail is withdrawn), and the link is made now (see
 * issueReviewLink).
 */
export const renderReviewRequest: MailRenderer<MailPayload<'review-request'>> = async (
  { orderId },
  { db, site },
) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Cannot ask for a review of ${orderId}: no such order`);
  if (order.status !== 'completed') {
    throw new MailWithdrawn(`The order ${orderId} is ${order.status}: no review request.`);
  }
  if (await hasReviewOptOut(db, order.customerEmail)) {
    throw new MailWithdrawn(`The buyer of ${orderId} asked for no review requests.`);
  }
  const request = await readAutomation(db, 'review-request');
  if (!request.enabled) throw new MailWithdrawn('Review requests were turned off.');
  const links = await issueReviewLink(db, orderId, site.siteUrl);
  if (!links) throw new MailWithdrawn(`The review link of ${orderId} was already used.`);
  const heading = 'How did the guide help you?';
  const honest =
    'Your review is shown on our site only if you agree to it on the form, and only after we have read it. We will not ask again.';
  const filled = await fillAutomationText(db, request.settings, {
    site,
    firstName: firstNameOf(order.customerName),
  });
  const body = await renderMailBody({
    heading,
    html: html`${filled.html} ${mailButton(links.reviewUrl, 'Write my review')} ${mailNote(honest)}`,
    text: [filled.text, links.reviewUrl, honest].join('\n\n'),
    sender: site,
    unsubscribeUrl: links.optOutUrl,
    unsubscribeLine: optOutLine,
  });
  return {
    to: order.customerEmail,
    subject: filled.subject,
    ...body,
    headers: listUnsubscribeHeaders(links.optOutUrl),
  };
};
