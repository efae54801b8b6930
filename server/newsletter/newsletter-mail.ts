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
