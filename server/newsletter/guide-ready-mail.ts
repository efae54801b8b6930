import { html } from 'hono/html';
import { pageLinks } from '#content/page-links.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { mailButton, newsletterUrl, renderMailBody } from '#server/mail/mail-layout.ts';
import { listUnsubscribeHeaders } from './newsletter-mail.ts';

/**
 * Sent once to a confirmed subscriber who asked at a checkout that could not sell yet: the
 * guide is on sale now. A marketing mail like the newsletter's, so it carries the footer and
 * the one-click unsubscribe headers.
 */
export const renderGuideReady: MailRenderer<MailPayload<'guide-ready'>> = async (
  payload,
  { site, recipient },
) => {
  const unsubscribeUrl = newsletterUrl(site.siteUrl, 'unsubscribe', payload.unsubscribeToken);
  const checkoutUrl = `${site.siteUrl}${pageLinks.checkout.path}`;
  const guide = site.offer.name;
  const heading = `The ${guide} is ready`;
  const body = await renderMailBody({
    heading,
    html: html`<p>You asked us to tell you when the ${guide} is available. It is, as of today.</p>
      ${mailButton(checkoutUrl, 'Get the guide')}
      <p>This is the only mail about it: we will not remind you again.</p>`,
    text: [
      `You asked us to tell you when the ${guide} is available. It is, as of today.`,
      '',
      `Get the guide: ${checkoutUrl}`,
      '',
      'This is the only mail about it: we will not remind you again.',
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
