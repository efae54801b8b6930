import { html } from 'hono/html';
import { downloadUrl, issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { findOrder } from '#server/orders/orders.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import { readAutomation } from '#server/mail-automations/automation-settings.ts';
import { fillAutomationText, firstNameOf } from '#server/mail-automations/automation-text.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';

const buttonLabel = 'Download the new version';

function limitsNote(linkValidDays: number, downloadLimit: number): string {
  return `This link works for ${linkValidDays} days and ${downloadLimit} downloads. Your earlier link keeps working within its own limits.`;
}

/**
 * The notice of a new guide version to one buyer: the seller's texts (the `guide-update`
 * automation) and a newer download link of the buyer's order, made now with the delivery
 * link's limits. Transactional (it is about their purchase), so it carries no unsubscribe.
 * Withdrawn when the order was refunded since, or when a newer version was uploaded: that
 * version's notice is the one to send.
 */
export const renderGuideUpdate: MailRenderer<MailPayload<'guide-update'>> = async (
  { orderId, guideFileId },
  { db, site },
) => {
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Cannot announce a guide update to ${orderId}: no such order`);
  if (order.status !== 'completed') {
    throw new MailWithdrawn(`The order ${orderId} is ${order.status}: no guide update notice.`);
  }
  const newest = await newestGuideFile(db);
  if (newest?.id !== guideFileId) {
    throw new MailWithdrawn(`The guide version ${guideFileId} is no longer the newest.`);
  }
  const { settings } = await readAutomation(db, 'guide-update');
  const body = await fillAutomationText(db, settings, {
    site,
    firstName: firstNameOf(order.customerName),
  });
  const token = await issueDownloadToken(db, order.id, new Date(), guideFileId);
  const link = downloadUrl(site.siteUrl, token);
  const { linkValidDays, downloadLimit } = site.offer.delivery;
  const note = limitsNote(linkValidDays, downloadLimit);
  const { subject } = body;
  const rendered = await renderMailBody({
    heading: subject,
    html: html`${body.html} ${mailButton(link, buttonLabel)} ${mailNote(note)}`,
    text: [body.text, `${buttonLabel}: ${link}`, note].join('\n\n'),
    sender: site,
  });
  return { to: order.customerEmail, subject: `${subject} | ${site.brand}`, ...rendered };
};
