import { fixedPublishedContent } from '#server/publishing/published-content-source.ts';
import { fixedNewsletterArchive } from '#server/newsletter-archive/newsletter-archive-source.ts';
import { pino } from 'pino';
import { loadConfig, type Config } from '#server/config/env.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import type { MailPayload } from '#server/mail/mail-kinds.ts';
import type { MailRenderer, MailSite } from '#server/mail/mail-message.ts';
import type { MailRenderers } from '#server/mail/outbox-delivery.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import type { PaymentProvider } from '#server/purchase/payment-provider.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { defaultSettings, fixedSettings } from '#server/site-settings/site-settings.ts';
import { fixedSocialProof } from '#server/social-proof/social-proof-source.ts';
import { noContentImages } from '#tests/no-content-images.ts';
import { idleAnalytics, noGeolocation } from '#tests/idle-analytics.ts';
import { unusedGuideCopies, unusedPdfWorkers } from '#tests/pdf-workers.ts';
import { thisInstance } from '#server/system/instance.ts';
import { unusedBackups } from '#tests/unused-backups.ts';

export const silentLogger = pino({ level: 'silent' });

/** The configuration a test server would read, with a site URL of its own. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SITE_URL: 'https://csd.example',
    SUPPORT_EMAIL: 'support@csd.example',
    MAIL_FROM: 'Child Support Defense <hello@csd.example>',
    OPERATOR_NAME: 'Child Support Defense LLC',
    OPERATOR_ADDRESS: 'PO Box 123, Austin, TX 78701',
    OPERATOR_STATE: 'Texas',
    PAYMENTS: env.STRIPE_SECRET_KEY ? '' : 'test',
    ...env,
  });
}

/** The site a mail is rendered for, as a server with `testConfig()` would read its settings. */
export function testMailSite(config: Config = testConfig()): MailSite {
  return siteInfo(defaultSettings(config), config);
}

/** Stands in for the order-delivery renderer, which needs a completed order and a guide file. */
const renderOrderDelivery: MailRenderer<MailPayload<'order-delivery'>> = (payload, context) =>
  Promise.resolve({
    to: context.recipient,
    subject: `Your guide, order ${payload.orderId}`,
    text: 'Your guide is attached.',
    html: '<p>Your guide is attached.</p>',
  });

export const testRenderers: MailRenderers = {
  ...mailRenderers(unusedGuideCopies),
  'order-delivery': renderOrderDelivery,
};

const noPayments: PaymentProvider = {
  name: 'test',
  createCheckoutSession: () => Promise.reject(new Error('payments are not part of this test')),
  closeCheckoutSession: () => Promise.reject(new Error('payments are not part of this test')),
  retrieveSession: () => Promise.reject(new Error('payments are not part of this test')),
  parseWebhook: () => Promise.reject(new Error('payments are not part of this test')),
  refund: () => Promise.reject(new Error('payments are not part of this test')),
};

/** What the routes get from a running server, with a mailer that counts its nudges. */
export function testServerContext(db: Database): ServerContext & { nudges: () => number } {
  let nudges = 0;
  const config = testConfig();
  return {
    config,
    instance: thisInstance(new Date()),
    backups: unusedBackups,
    settings: fixedSettings(defaultSettings(config)),
    socialProof: fixedSocialProof(),
    newsletterArchive: fixedNewsletterArchive(),
    published: fixedPublishedContent(),
    logger: silentLogger,
    db,
    payments: noPayments,
    outbox: {
      nudge: () => {
        nudges++;
      },
    },
    analytics: idleAnalytics,
    geolocation: noGeolocation,
    contentImages: noContentImages,
    clock: () => new Date(),
    pdf: unusedPdfWorkers,
    guideCopies: unusedGuideCopies,
    nudges: () => nudges,
  };
}

/** `app.request` has no socket; this gives the client-IP helper one to read. */
export function fromAddress(ip: string) {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 50_000, remoteFamily: 'IPv4' } } };
}
