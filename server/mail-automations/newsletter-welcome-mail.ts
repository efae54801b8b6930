import { html } from 'hono/html';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailRenderer } from '#server/mail/mail-message.ts';
import { mailButton, newsletterUrl, renderMailBody } from '#server/mail/mail-layout.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import { welcomeSeriesPromise } from './automation-text.ts';

/** What every subscriber is told they will get from now on, series or not. */
const publishingPromise =
  'we will write when we publish new articles and state guides on child support, and when something changes that parents should know about.';

/**
 * The first marketing mail: it carries the footer and one-click unsubscribe headers all of them
 * need, and promises exactly what follows: the welcome series' tips while it is on, then news.
 */
export const renderNewsletterWelcome: MailRenderer<MailPayload<'newsletter-welcome'>> = async (
  payload,
  { db, site, recipient },
) => {
  const unsubscribeUrl = newsletterUrl(site.siteUrl, 'unsubscribe', payload.unsubscribeToken);
  const heading = `Welcome to the ${site.brand} newsletter`;
  const series = await welcomeSeriesPromise(db, site);
  const tipsIntro = series
    ? `Over the next ${series.days} days we will send you ${series.subjects.length} short tips:`
    : undefined;
  const after = series
    ? `After that, ${publishingPromise}`
    : publishingPromise.charAt(0).toUpperCase() + publishingPromise.slice(1);
  const body = await renderMailBody({
    heading,
    html: html`<p>Your subscription is confirmed. Thank you!</p>
      ${
        series
          ? html`<p>${tipsIntro}</p>
              <ul>
                ${series.subjects.map((subject) => html`<li>${subject}</li>`)}
              </ul>`
          : ''
      }
      <p>${after}</p>
      ${mailButton(site.siteUrl, `Visit ${site.brand}`)}`,
    text: [
      'Your subscription is confirmed. Thank you!',
      ...(series
        ? [[tipsIntro, ...series.subjects.map((subject) => `- ${subject}`)].join('\n')]
        : []),
      after,
      `Visit us: ${site.siteUrl}`,
    ].join('\n\n'),
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
