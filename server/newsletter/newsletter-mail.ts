import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { mailButton, newsletterUrl, renderMailBody } from '#server/mail/mail-layout.ts';

/** The headers every marketing mail carries. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to this URL.
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Double opt-in: nothing else is sent to the address until this link is used. */
export const renderSubscriptionConfirm: MailRenderer<MailPayload<'subscription-confirm'>> = async (
  payload,
  { site, recipient },
) => {
  const confirmUrl = newsletterUrl(site.siteUrl, 'confirm', payload.confirmToken);
  const heading = 'Please confirm your subscription';
  const body = await renderMailBody({
    heading,
    html: html`<p>
        Someone, hopefully you, asked to receive the ${site.brand} newsletter at this address.
        Please confirm that it was you:
      </p>
      ${mailButton(confirmUrl, 'Confirm my subscription')}
      <p>
        If you did not ask for it, ignore this mail: without your confirmation we will not write to
        you again.
      </p>`,
    text: [
      `Someone, hopefully you, asked to receive the ${site.brand} newsletter at this address.`,
      'Please confirm that it was you by opening this link:',
      '',
      confirmUrl,
      '',
      'If you did not ask for it, ignore this mail: without your confirmation we will not write to you again.',
    ].join('\n'),
    sender: site,
  });
  return {
    to: recipient,
    subject: `Confirm your subscription to ${site.brand}`,
    ...body,
  };
};

/** The first marketing mail: it carries the footer and one-click unsubscribe headers all of them need. */
export const renderNewsletterWelcome: MailRenderer<MailPayload<'newsletter-welcome'>> = async (
  payload,
  { site, recipient },
) => {
  const unsubscribeUrl = newsletterUrl(site.siteUrl, 'unsubscribe', payload.unsubscribeToken);
  const heading = `Welcome to the ${site.brand} newsletter`;
  const body = await renderMailBody({
    heading,
    html: html`<p>Your subscription is confirmed. Thank you!</p>
      <p>
        We will write when we publish new articles and state guides on child support, and when
        something changes that parents should know about.
      </p>
      ${mailButton(site.siteUrl, `Visit ${site.brand}`)}`,
    text: [
      'Your subscription is confirmed. Thank you!',
      '',
      'We will write when we publish new articles and state guides on child support, and when',
      'something changes that parents should know about.',
      '',
      `Visit us: ${site.siteUrl}`,
    ].join('\n'),
    sender: site,
    unsubscribeUrl,
  });
  return {
    to: recipient,
    subject: heading,
    ...body,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
};
