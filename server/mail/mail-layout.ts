import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { productDefaults } from '#server/site/product.ts';

/** Markup written with hono/html's `html` template, which escapes every interpolated value. */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface MailFooter {
  supportEmail: string;
  /** Marketing mail only (CAN-SPAM): the sender's postal address and a working unsubscribe link. */
  marketing?: { postalAddress: string; unsubscribeUrl: string };
}

export interface MailBody {
  heading: string;
  /** The HTML part's content, escaped. */
  html: Markup;
  /** The plain-text part's content: the same words, links written out. */
  text: string;
  footer: MailFooter;
}

/** Links into the newsletter pages; the token is the only secret in them. */
export function newsletterUrl(
  siteUrl: string,
  page: 'confirm' | 'unsubscribe',
  token: string,
): string {
  return `${siteUrl}/newsletter/${page}?token=${encodeURIComponent(token)}`;
}

/** Text whose line breaks show in HTML: each line escaped, joined with <br>. */
export function multiline(text: string): Array<string | HtmlEscapedString> {
  return text
    .split(/\r?\n/)
    .flatMap((line, index) => (index === 0 ? [line] : [raw('<br />'), line]));
}

// Inline styles only: most mail clients drop <style> blocks and every external sheet.
const fontStyle = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;";

export function mailButton(href: string, label: string): Markup {
  return html`<p style="margin: 24px 0;">
    <a
      href="${href}"
      style="display: inline-block; padding: 12px 22px; border-radius: 6px; background: #2546a8; color: #ffffff; font-weight: 600; text-decoration: none;"
      >${label}</a
    >
  </p>`;
}

function footerHtml(footer: MailFooter): Markup {
  const { marketing } = footer;
  return html`<div
    style="margin-top: 32px; padding-top: 16px; border-top: 1px solid #dde1ea; color: #5b6275; font-size: 13px;"
  >
    <p>Questions? Write to <a href="mailto:${footer.supportEmail}">${footer.supportEmail}</a>.</p>
    ${
      marketing
        ? html`<p>
              You receive this mail because you subscribed to the ${productDefaults.brand}
              newsletter.
              <a href="${marketing.unsubscribeUrl}">Unsubscribe</a>
            </p>
            <p>${marketing.postalAddress}</p>`
        : ''
    }
  </div>`;
}

function footerText(footer: MailFooter): string {
  const lines = [`Questions? Write to ${footer.supportEmail}.`];
  if (footer.marketing) {
    lines.push(
      `You receive this mail because you subscribed to the ${productDefaults.brand} newsletter.`,
      `Unsubscribe: ${footer.marketing.unsubscribeUrl}`,
      footer.marketing.postalAddress,
    );
  }
  return lines.join('\n');
}

/** The HTML and plain-text parts of a mail in the brand's frame. */
export async function renderMailBody(body: MailBody): Promise<{ html: string; text: string }> {
  const document = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${body.heading}</title>
      </head>
      <body style="margin: 0; padding: 24px; background: #f6f7fb; color: #1f2433; ${fontStyle}">
        <div
          style="max-width: 560px; margin: 0 auto; padding: 32px; background: #ffffff; border: 1px solid #dde1ea; border-radius: 12px; line-height: 1.5;"
        >
          <p style="margin: 0 0 24px; font-weight: 700;">${productDefaults.brand}</p>
          <h1 style="margin: 0 0 16px; font-size: 22px;">${body.heading}</h1>
          ${body.html} ${footerHtml(body.footer)}
        </div>
      </body>
    </html>`;
  const text = [
    productDefaults.brand,
    '',
    body.heading,
    '',
    body.text.trim(),
    '',
    '-- ',
    footerText(body.footer),
  ];
  return { html: document.toString(), text: `${text.join('\n')}\n` };
}
