import { isReachable } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { newsUnsubscribeUrl } from '#server/mail-audience/news-links.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import { readAutomation } from './automation-settings.ts';
import { findSubscriber } from '#server/newsletter/subscriber-repository.ts';
import { fillAutomationText } from './automation-text.ts';

/**
 * One tip of the welcome series, from the automation's texts as they are when it is sent: a
 * subscriber who unsubscribed, an address no longer reachable, or the series turned off since
 * it was queued gets nothing (the mail is withdrawn).
 */
export const renderWelcomeTip: MailRenderer<MailPayload<'welcome-tip'>> = async (
  { subscriberId, step },
  { db, site },
) => {
  const subscriber = await findSubscriber(db, subscriberId);
  if (subscriber?.status !== 'confirmed') {
    throw new MailWithdrawn(`Subscriber ${subscriberId} is no longer subscribed: no tip.`);
  }
  const series = await readAutomation(db, 'welcome-series');
  if (!series.enabled) throw new MailWithdrawn('The welcome series was turned off.');
  const texts = series.settings.steps[step - 1];
  if (!texts) throw new MailWithdrawn(`The welcome series has no step ${step}.`);
  if (!(await isReachable(db, subscriber.email))) {
    throw new MailWithdrawn(`Subscriber ${subscriberId} gets no more news.`);
  }
  const { unsubscribeToken } = await ensureMailAddress(db, subscriber.email);
  const unsubscribeUrl = newsUnsubscribeUrl(site.siteUrl, unsubscribeToken);
  const filled = await fillAutomationText(db, texts, { site });
  const body = await renderMailBody({
    heading: filled.subject,
    html: filled.html,
    text: filled.text,
    sender: site,
    unsubscribeUrl,
  });
  return {
    to: subscriber.email,
    subject: filled.subject,
    ...body,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
};
