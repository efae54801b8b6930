import { randomBytes } from 'node:crypto';
import { raw } from 'hono/html';
import type { Database } from '#server/db/database.ts';
import { isReachable } from '#server/mail-audience/audience-repository.ts';
import { ensureMailAddress } from '#server/mail-audience/mail-address-repository.ts';
import { newsUnsubscribeUrl } from '#server/mail-audience/news-links.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import { renderMailBody } from '#server/mail/mail-layout.ts';
import { renderMailMarkdown } from '#server/mail/mail-markdown.ts';
import {
  MailWithdrawn,
  type MailMessage,
  type MailRenderer,
  type MailSite,
} from '#server/mail/mail-message.ts';
import { listUnsubscribeHeaders } from '#server/newsletter/newsletter-mail.ts';
import type { BroadcastAudience } from '#shared/contracts/admin-mail.ts';
import type { ContentImages } from '#shared/content-images.ts';
import { findBroadcast } from './broadcasts-repository.ts';

/** What a broadcast mail is made of: the composer's fields. */
export interface BroadcastText {
  subject: string;
  preheader: string;
  body: string;
  audience: BroadcastAudience;
}

/**
 * A broadcast rendered once for all its recipients, with `tokenSlot` where each one's
 * unsubscribe token goes: a mail then costs a string replacement, not a Markdown rendering.
 */
export interface BroadcastTemplate {
  subject: string;
  html: string;
  text: string;
  unsubscribeUrl: string;
  /** Images the body names that no upload holds: sending is refused with one. */
  missingImages: string[];
}

/**
 * Letters and digits only, so URL encoding and HTML escaping leave it as it is; random per
 * process, so no seller's text can contain it by chance.
 */
const tokenSlot = `unsubscribetoken${randomBytes(16).toString('hex')}`;

/** The subject of a test mail: marked, so it is never mistaken for the real one. */
export const testSubject = (subject: string) => `[Test] ${subject}`;

/** Why the recipient gets it (CAN-SPAM), by who the broadcast went to. */
function unsubscribeLine(audience: BroadcastAudience, brand: string) {
  const why = {
    subscribers: `You receive this mail because you subscribed to the ${brand} newsletter.`,
    buyers: `You receive this mail because you asked for news from ${brand} when you bought.`,
    both: `You receive this mail because you subscribed to the ${brand} newsletter or asked for news when you bought.`,
  }[audience];
  return { why, label: 'Unsubscribe' };
}

/** The broadcast as every recipient gets it, but for the unsubscribe token. */
export async function renderBroadcastTemplate(
  broadcast: BroadcastText,
  site: MailSite,
  images: ContentImages,
  options: { test?: boolean } = {},
): Promise<BroadcastTemplate> {
  const markdown = renderMailMarkdown(broadcast.body, { siteUrl: site.siteUrl, images });
  const unsubscribeUrl = newsUnsubscribeUrl(site.siteUrl, tokenSlot);
  const body = await renderMailBody({
    heading: broadcast.subject,
    // Made safe by renderMailMarkdown: raw HTML in the source is escaped there.
    html: raw(markdown.html),
    text: markdown.text,
    sender: site,
    unsubscribeUrl,
    unsubscribeLine: unsubscribeLine(broadcast.audience, site.brand),
    preheader: broadcast.preheader || undefined,
  });
  return {
    subject: options.test ? testSubject(broadcast.subject) : broadcast.subject,
    ...body,
    unsubscribeUrl,
    missingImages: markdown.missingImages,
  };
}

/** The template addressed to one recipient, with their own unsubscribe link and headers. */
export function personalMail(template: BroadcastTemplate, to: string, token: string): MailMessage {
  const fill = (text: string) => text.replaceAll(tokenSlot, token);
  return {
    to,
    subject: template.subject,
    html: fill(template.html),
    text: fill(template.text),
    headers: listUnsubscribeHeaders(fill(template.unsubscribeUrl)),
  };
}

/** How many broadcasts' renderings are kept; a send in progress needs one. */
const cachedBroadcasts = 8;

/**
 * The broadcast mail's renderer. A real recipient's mail comes from the broadcast rendered
 * once (its text no longer changes once it is sending); an address that unsubscribed,
 * bounced or complained since it was queued gets nothing (withdrawn). A test mail renders
 * the broadcast as it is now and goes to the admin who asked, whatever the audience.
 */
export function broadcastMailRenderer(
  images: ContentImages,
): MailRenderer<MailPayload<'broadcast'>> {
  const cache = new Map<number, Promise<BroadcastTemplate>>();

  async function template(id: number, site: MailSite, db: Database) {
    const broadcast = await findBroadcast(db, id);
    if (!broadcast) throw new MailWithdrawn(`The broadcast ${String(id)} no longer exists.`);
    return renderBroadcastTemplate(broadcast, site, images);
  }

  function cached(id: number, load: () => Promise<BroadcastTemplate>) {
    let rendering = cache.get(id);
    if (!rendering) {
      rendering = load();
      // A failed rendering is tried again by the next mail, not remembered.
      rendering.catch(() => cache.delete(id));
      cache.set(id, rendering);
      const oldest = cache.keys().next().value;
      if (cache.size > cachedBroadcasts && oldest !== undefined) cache.delete(oldest);
    }
    return rendering;
  }

  return async ({ broadcastId, test }, { db, site, recipient }) => {
    if (test) {
      const broadcast = await findBroadcast(db, broadcastId);
      if (!broadcast) throw new MailWithdrawn(`The broadcast ${String(broadcastId)} was deleted.`);
      const rendered = await renderBroadcastTemplate(broadcast, site, images, { test: true });
      const address = await ensureMailAddress(db, recipient);
      return personalMail(rendered, recipient, address.unsubscribeToken);
    }
    const rendered = await cached(broadcastId, () => template(broadcastId, site, db));
    if (!(await isReachable(db, recipient))) {
      throw new MailWithdrawn(
        'The address unsubscribed, bounced or complained since it was queued.',
      );
    }
    const address = await ensureMailAddress(db, recipient);
    return personalMail(rendered, recipient, address.unsubscribeToken);
  };
}
