import { html, raw } from 'hono/html';
import { findOrderSummary } from '#server/delivery/delivery-repository.ts';
import { downloadUrl, issueDownloadToken } from '#server/delivery/download-tokens.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import { readAutomation } from '#server/mail-automations/automation-settings.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailNote, renderMailBody } from '#server/mail/mail-layout.ts';
import { renderMailMarkdown } from '#server/mail/mail-markdown.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { contentImageIndex } from '#server/media/content-image-index.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';

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
  const order = await findOrderSummary(db, orderId);
  if (!order) throw new Error(`Cannot announce a guide update to ${orderId}: no such order`);
  if (order.status !== 'completed') {
    throw new MailWithdrawn(`The order ${orderId} is ${order.status}: no guide update notice.`);
  }
  const newest = await newestGuideFile(db);
  if (newest?.id !== guideFileId) {
    throw new MailWithdrawn(`The guide version ${guideFileId} is no longer the newest.`);
  }
  const { settings } = await readAutomation(db, 'guide-update');
  const values = placeholderValues(site);
  // Read per mail: the outbox's renderers hold no image index, and a notice is rare.
  const images = (await contentImageIndex(db)).lookup;
  // Escaped and styled by renderMailMarkdown: raw HTML in the seller's text is shown as text.
  const body = renderMailMarkdown(fillPlaceholders(settings.body, values), {
    siteUrl: site.siteUrl,
    images,
  });
  const token = await issueDownloadToken(db, order.id, new Date(), guideFileId);
  const link = downloadUrl(site.siteUrl, token);
  const { linkValidDays, downloadLimit } = site.offer.delivery;
  const note = limitsNote(linkValidDays, downloadLimit);
  const subject = fillPlaceholders(settings.subject, values);
  const rendered = await renderMailBody({
    heading: subject,
    html: html`${raw(body.html)} ${mailButton(link, buttonLabel)} ${mailNote(note)}`,
    text: [body.text, `${buttonLabel}: ${link}`, note].join('\n\n'),
    sender: site,
  });
  return { to: order.customerEmail, subject: `${subject} | ${site.brand}`, ...rendered };
};
