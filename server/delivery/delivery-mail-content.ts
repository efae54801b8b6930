import { html } from 'hono/html';
import { siteCopy } from '#content/site-copy.ts';
import { productDefaults } from '#server/site/product.ts';
import { formatExpiry } from './download-pages.ts';
import { guideFileName } from './guide-source.ts';

export interface DeliveryFacts {
  orderId: string;
  downloadUrl: string;
  /** Undefined when the link no longer works (a resend after it expired or was used up). */
  link: { downloadsLeft: number; expiresAt: Date } | undefined;
  supportEmail: string;
  siteUrl: string;
  postalAddress: string;
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

export function deliveryText(facts: DeliveryFacts): string {
  return [
    `Thank you for buying the ${productDefaults.offer.name}!`,
    `Your guide is attached to this e-mail (${guideFileName}). Every page carries your e-mail address and order number (order ${facts.orderId}).`,
    `You can also download it here:\n${facts.downloadUrl}\n${linkTerms(facts.link)}`,
    guarantee(facts.supportEmail),
    `Questions? Write to ${facts.supportEmail} and mention your order number.`,
    `${siteCopy.disclaimerTitle}: ${siteCopy.disclaimer}`,
    `${productDefaults.brand}\n${facts.siteUrl}\n${facts.postalAddress}`,
  ].join('\n\n');
}

export async function deliveryHtml(facts: DeliveryFacts): Promise<string> {
  const muted = 'color:#5b6275;font-size:13px';
  const page = await html`<!doctype html>
    <html lang="en">
      <body
        style="margin:0;padding:24px;background:#f6f7fb;color:#1f2433;font:16px/1.5 Arial,sans-serif"
      >
        <div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:8px">
          <h1 style="font-size:22px;margin-top:0">
            Thank you for buying the ${productDefaults.offer.name}!
          </h1>
          <p>
            Your guide is attached to this e-mail (${guideFileName}). Every page carries your e-mail
            address and order number (order ${facts.orderId}).
          </p>
          <p>
            <a
              href="${facts.downloadUrl}"
              style="display:inline-block;padding:12px 20px;background:#2546a8;color:#fff;border-radius:6px;text-decoration:none;font-weight:bold"
              >Download your guide</a
            >
          </p>
          <p style="${muted}">${linkTerms(facts.link)}<br />${facts.downloadUrl}</p>
          <p>${guarantee(facts.supportEmail)}</p>
          <p>
            Questions? Write to <a href="mailto:${facts.supportEmail}">${facts.supportEmail}</a>
            and mention your order number.
          </p>
          <p style="${muted}">
            <strong>${siteCopy.disclaimerTitle}:</strong> ${siteCopy.disclaimer}
          </p>
          <p style="${muted}">
            ${productDefaults.brand} - ${facts.siteUrl}<br />${facts.postalAddress}
          </p>
        </div>
      </body>
    </html>`;
  return page.toString();
}
