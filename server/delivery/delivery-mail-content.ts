import { html } from 'hono/html';
import { siteCopy } from '#content/site-copy.ts';
import { mailButton, mailNote, renderMailBody, type MailSender } from '#server/mail/mail-layout.ts';
import { productDefaults } from '#server/site/product.ts';
import { formatExpiry } from './download-pages.ts';
import { guideFileName } from './guide-source.ts';

export interface DeliveryFacts {
  orderId: string;
  downloadUrl: string;
  /** Undefined when the link no longer works (a resend after it expired or was used up). */
  link: { downloadsLeft: number; expiresAt: Date } | undefined;
  sender: MailSender;
}

const { linkValidDays, downloadLimit } = productDefaults.offer.delivery;

export function deliverySubject(orderId: string): string {
  return `Your ${productDefaults.offer.name} (order ${orderId})`;
}

function linkTerms(link: DeliveryFacts['link']): string {
  if (!link) return 'This download link no longer works; the attached PDF is your copy.';
  const until = formatExpiry(link.expiresAt);
  return link.downloadsLeft === downloadLimit
    ? `The link works for ${linkValidDays} days (until ${until}) and allows ${downloadLimit} downloads.`
    : `The link works until ${until}; ${link.downloadsLeft} of ${downloadLimit} downloads are left.`;
}

const guarantee = (supportEmail: string) =>
  `${productDefaults.offer.refundWindowDays}-day money-back guarantee: if the guide does not help you, write to ${supportEmail} within ${productDefaults.offer.refundWindowDays} days of your purchase for a full refund.`;

const heading = `Thank you for buying the ${productDefaults.offer.name}!`;

/** Both parts of the delivery mail, in the frame every mail shares. */
export function deliveryBody(facts: DeliveryFacts): Promise<{ html: string; text: string }> {
  const attached = `Your guide is attached to this e-mail (${guideFileName}). Every page carries your e-mail address and order number (order ${facts.orderId}).`;
  const disclaimer = `${siteCopy.disclaimerTitle}: ${siteCopy.disclaimer}`;
  return renderMailBody({
    heading,
    html: html`<p>${attached}</p>
      ${mailButton(facts.downloadUrl, 'Download your guide')}
      ${mailNote(html`${linkTerms(facts.link)}<br />${facts.downloadUrl}`)}
      <p>${guarantee(facts.sender.supportEmail)}</p>
      <p>Please mention your order number when you write to us.</p>
      ${mailNote(disclaimer)}`,
    text: [
      attached,
      `You can also download it here:\n${facts.downloadUrl}\n${linkTerms(facts.link)}`,
      guarantee(facts.sender.supportEmail),
      'Please mention your order number when you write to us.',
      disclaimer,
    ].join('\n\n'),
    sender: facts.sender,
  });
}
