import { html } from 'hono/html';
import { receiptCopy } from '#content/receipts.ts';
import { libraryCopy } from '#content/library.ts';
import { siteCopy } from '#content/site-copy.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { mailButton, mailNote, mailQuote, renderMailBody } from '#server/mail/mail-layout.ts';
import type { MailSite } from '#server/mail/mail-message.ts';
import { formatAmount } from '#shared/money.ts';
import type { Offer } from '#shared/offer.ts';
import { formatExpiry } from './download-expiry.ts';
import { guideFileName } from './guide-source.ts';

export interface DeliveryFacts {
  orderId: string;
  downloadUrl: string;
  /** Undefined when the link no longer works (a resend after it expired or was used up). */
  link: { downloadsLeft: number; expiresAt: Date } | undefined;
  /** What the order was paid: the receipt line. */
  amountCents: number;
  /** The order's receipt page (`/receipt/<token>`), its link made as the mail renders. */
  receiptUrl: string;
  site: MailSite;
  /** The attached guide is the generated placeholder (a test purchase before any upload). */
  sample: boolean;
}

/** Said in the mail of a purchase that delivered the placeholder, so nobody takes it for the guide. */
export const sampleGuideNote =
  'This is a sample guide: no guide has been uploaded yet, so the attached PDF is a placeholder that says so. Buyers receive the real guide once it is uploaded.';

export function deliverySubject(offer: Offer, orderId: string): string {
  return `Your ${offer.name} (order ${orderId})`;
}

function linkTerms(offer: Offer, link: DeliveryFacts['link']): string {
  if (!link) return 'This download link no longer works; the attached PDF is your copy.';
  const { linkValidDays, downloadLimit } = offer.delivery;
  const until = formatExpiry(link.expiresAt);
  return link.downloadsLeft === downloadLimit
    ? `The link works for ${linkValidDays} days (until ${until}) and allows ${downloadLimit} downloads.`
    : `The link works until ${until}; ${link.downloadsLeft} of ${downloadLimit} downloads are left.`;
}

const guarantee = ({ refundWindowDays }: Offer, supportEmail: string) =>
  `${refundWindowDays}-day money-back guarantee: if the guide does not help you, write to ${supportEmail} within ${refundWindowDays} days of your purchase for a full refund.`;

/** Both parts of the delivery mail, in the frame every mail shares. */
export function deliveryBody(facts: DeliveryFacts): Promise<{ html: string; text: string }> {
  // Beside the guide it qualifies, set apart (decision 105).
  const { offer, supportEmail, attorneyNotice } = facts.site;
  const paid = `Order ${facts.orderId}: ${offer.name}, paid $${formatAmount(facts.amountCents / 100)} ${offer.currency}.`;
  const attached = `Your guide is attached to this e-mail (${guideFileName}). Every page carries your e-mail address and order number (order ${facts.orderId}).`;
  const disclaimer = `${siteCopy.disclaimerTitle}: ${siteCopy.disclaimer}`;
  // The buyer's library outlives the link: the newest version, any time (server/library/).
  const libraryUrl = `${facts.site.siteUrl}${libraryPaths.page}`;
  const library = libraryCopy.deliveryMail;
  return renderMailBody({
    heading: `Thank you for buying the ${offer.name}!`,
    html: html`<p>${paid}</p>
      ${facts.sample ? mailNote(sampleGuideNote) : ''}
      <p>${attached}</p>
      ${mailQuote(html`<strong>${attorneyNotice}</strong>`)}
      ${mailButton(facts.downloadUrl, 'Download your guide')}
      ${mailNote(html`${linkTerms(offer, facts.link)}<br />${facts.downloadUrl}`)}
      <p>${receiptCopy.mailLine} <a href="${facts.receiptUrl}">${facts.receiptUrl}</a></p>
      <p>${library} <a href="${libraryUrl}">${libraryUrl}</a></p>
      <p>${guarantee(offer, supportEmail)}</p>
      <p>Please mention your order number when you write to us.</p>
      ${mailNote(disclaimer)}`,
    text: [
      paid,
      ...(facts.sample ? [sampleGuideNote] : []),
      attached,
      attorneyNotice,
      `You can also download it here:\n${facts.downloadUrl}\n${linkTerms(offer, facts.link)}`,
      `${receiptCopy.mailLine} ${facts.receiptUrl}`,
      `${library} ${libraryUrl}`,
      guarantee(offer, supportEmail),
      'Please mention your order number when you write to us.',
      disclaimer,
    ].join('\n\n'),
    sender: facts.site,
  });
}
