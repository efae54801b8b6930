import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { fontStack, lightPalette as colors } from '#server/brand/brand-style.ts';
import type { SiteInfo } from '#shared/site-info.ts';

/** Markup written with hono/html's `html` template, which escapes every interpolated value. */
export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Who sends the mail: the footer of every mail names them. */
/** Who a mail is from, as the site settings name it. */
export type MailSender = Pick<SiteInfo, 'brand' | 'siteUrl' | 'supportEmail' | 'operator'>;

export interface MailBody {
  heading: string;
  /** The HTML part's content, escaped. */
  html: Markup;
  /** The plain-text part's content: the same words, links written out. */
  text: string;
  sender: MailSender;
  /** Marketing mail only (CAN-SPAM): why the recipient gets it, and a working way out. */
  unsubscribeUrl?: string;
  /** Why the recipient gets it and what the link stops, when that is not the newsletter. */
  unsubscribeLine?: { why: string; label: string };
  /** The line inboxes show after the subject: first in the HTML, hidden when opened. */
  preheader?: string;
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
const smallPrint = `color: ${colors.mutedForeground}; font-size: 13px;`;
const linkStyle = `color: ${colors.primary};`;

export function mailButton(href: string, label: string): Markup {
  return html`<p style="margin: 24px 0;">
    <a
      href="${href}"
      style="display: inline-block; padding: 12px 22px; border-radius: 8px; background: ${colors.primary}; color: ${colors.primaryForeground}; font-weight: 600; text-decoration: none;"
      >${label}</a
    >
  </p>`;
}

/** A paragraph in small, muted type: terms and notes beside the main text. */
export function mailNote(content: Markup | string): Markup {
  return html`<p style="${smallPrint}">${content}</p>`;
}

/** Text set apart in a tinted box, such as a quoted message. */
export function mailQuote(content: Markup | ReturnType<typeof multiline>): Markup {
  return html`<p
    style="padding: 12px 16px; background: ${colors.card}; border: 1px solid ${colors.border}; border-radius: 8px;"
  >
    ${content}
  </p>`;
}

const subscribedLine = (brand: string) =>
  `You receive this mail because you subscribed to the ${brand} newsletter.`;

function unsubscribeLineOf(body: MailBody): { why: string; label: string } {
  return body.unsubscribeLine ?? { why: subscribedLine(body.sender.brand), label: 'Unsubscribe' };
}

function footerHtml(body: MailBody): Markup {
  const { sender, unsubscribeUrl } = body;
  return html`<div
    style="margin-top: 32px; padding-top: 16px; border-top: 1px solid ${colors.border}; ${smallPrint}"
  >
    <p>
      Questions? Write to
      <a href="mailto:${sender.supportEmail}" style="${linkStyle}">${sender.supportEmail}</a>.
    </p>
    ${
      unsubscribeUrl
        ? html`<p>
            ${unsubscribeLineOf(body).why}
            <a href="${unsubscribeUrl}" style="${linkStyle}">${unsubscribeLineOf(body).label}</a>
          </p>`
        : ''
    }
    <p>
      ${sender.operator.name}<br />${sender.operator.postalAddress}<br /><a
        href="${sender.siteUrl}"
        style="${linkStyle}"
        >${sender.siteUrl}</a
      >
    </p>
  </div>`;
}

function footerText(body: MailBody): string {
  const { sender, unsubscribeUrl } = body;
  return [
    `Questions? Write to ${sender.supportEmail}.`,
    ...(unsubscribeUrl
      ? [unsubscribeLineOf(body).why, `${unsubscribeLineOf(body).label}: ${unsubscribeUrl}`]
      : []),
    '',
    sender.operator.name,
    sender.operator.postalAddress,
    sender.siteUrl,
  ].join('\n');
}

/**
 * The preheader as inboxes read it and readers never see it. The run of zero-width joiners
 * after it keeps a client from filling the preview with the mail's first words.
 */
function hiddenPreheader(preheader: string): Markup {
  return html`<div
    style="display: none; max-height: 0; max-width: 0; overflow: hidden; opacity: 0; mso-hide: all; font-size: 1px; line-height: 1px; color: transparent;"
  >
    ${preheader}${raw('&#8204;&nbsp;'.repeat(40))}
  </div>`;
}

/** The HTML and plain-text parts of a mail in the brand's frame: every mail is sent in it. */
export async function renderMailBody(body: MailBody): Promise<{ html: string; text: string }> {
  const document = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${body.heading}</title>
      </head>
      <body
        style="margin: 0; padding: 24px 12px; background: ${colors.card}; color: ${colors.foreground}; font-family: ${fontStack};"
      >
        ${body.preheader ? hiddenPreheader(body.preheader) : ''}
        <div
          style="max-width: 560px; margin: 0 auto; padding: 32px 24px; background: ${colors.background}; border: 1px solid ${colors.border}; border-radius: 8px; line-height: 1.5; overflow-wrap: anywhere;"
        >
          <p style="margin: 0 0 24px; font-size: 18px; font-weight: 700;">${body.sender.brand}</p>
          <h1 style="margin: 0 0 16px; font-size: 22px; line-height: 1.3;">${body.heading}</h1>
          ${body.html} ${footerHtml(body)}
        </div>
      </body>
    </html>`;
  const text = [
    body.sender.brand,
    '',
    body.heading,
    '',
    body.text.trim(),
    '',
    '-- ',
    footerText(body),
  ];
  return { html: document.toString(), text: `${text.join('\n')}\n` };
}
