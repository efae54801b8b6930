import { html } from 'hono/html';
import { stateGuideNoticeMailCopy as copy } from '#content/state-guide-notice-mail.ts';
import { isReachable } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { newsUnsubscribeUrl } from '#server/mail-audience/news-links.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { mailButton, mailQuote, multiline, renderMailBody } from '#server/mail/mail-layout.ts';
import { MailWithdrawn, type MailRenderer } from '#server/mail/mail-message.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import { findOrder } from '#server/orders/orders.ts';
import { stateGuidePath } from '#shared/published-content.ts';
import { noticeOfReview } from './state-guide-notice-repository.ts';

/**
 * To one buyer from a state: its guide changed, what changed (the review's note) and a link to
 * the page, with the news unsubscribe link. Withdrawn when sent if the buyer asked for no news
 * or is kept out since, the order was refunded, or the guide is no longer published.
 */
export const renderStateGuideNotice: MailRenderer<MailPayload<'state-guide-update'>> = async (
  { reviewId, orderId },
  { db, site },
) => {
  const notice = await noticeOfReview(db, reviewId);
  if (!notice) throw new MailWithdrawn(`The review ${reviewId} is gone: no notice.`);
  const guide = notice.published;
  if (notice.status !== 'published' || guide?.kind !== 'state_guide') {
    throw new MailWithdrawn(`The guide of review ${reviewId} is not published: no notice.`);
  }
  const order = await findOrder(db, orderId);
  if (!order) throw new Error(`Cannot tell the buyer of ${orderId}: no such order`);
  if (order.status !== 'completed') {
    throw new MailWithdrawn(`The order ${orderId} is ${order.status}: no notice.`);
  }
  if (!(await isReachable(db, order.customerEmail))) {
    throw new MailWithdrawn(`The buyer of ${orderId} gets no news.`);
  }
  const { unsubscribeToken } = await ensureMailAddress(db, order.customerEmail);
  const unsubscribeUrl = newsUnsubscribeUrl(site.siteUrl, unsubscribeToken);
  const link = `${site.siteUrl}${stateGuidePath(guide.slug)}`;
  const subject = copy.subject(guide.title);
  const intro = copy.intro(guide.title);
  const note = notice.note.trim();
  const body = await renderMailBody({
    heading: subject,
    html: html`<p>${intro}</p>
      ${
        note
          ? html`<p>${copy.whatChanged}</p>
              ${mailQuote(multiline(note))}`
          : ''
      }
      ${mailButton(link, copy.button)}`,
    text: [
      intro,
      ...(note ? [`${copy.whatChanged}\n${note}`] : []),
      `${copy.button}: ${link}`,
    ].join('\n\n'),
    sender: site,
    unsubscribeUrl,
    unsubscribeLine: { why: copy.why, label: copy.unsubscribe },
  });
  return {
    to: order.customerEmail,
    subject: `${subject} | ${site.brand}`,
    ...body,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
};
