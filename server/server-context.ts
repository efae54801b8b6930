import type { AnalyticsBuffer } from './analytics/ingestion/analytics-buffer.ts';
import { createGeolocation } from './analytics/ingestion/geolocation.ts';
import { createBackupRunner } from './backups/backup-runner.ts';
import type { BackupWriter } from './backups/backup-service.ts';
import type { Config } from './config/env.ts';
import type { ServerContext } from './context.ts';
import type { Database } from './db/database.ts';
import { startGuideCopies, type GuideCopies } from './delivery/guide-copies.ts';
import type { Logger } from './logger.ts';
import { storedNewsletterArchive } from './newsletter-archive/newsletter-archive-source.ts';
import { contentImageIndex, type ContentImageIndex } from './media/content-image-index.ts';
import { storedPublishedContent } from './publishing/published-content-source.ts';
import type { PdfWorkers } from './pdf-worker/pdf-worker-pool.ts';
import type { PaymentProvider } from './purchase/payment-provider.ts';
import { createStripeProvider } from './purchase/stripe-provider.ts';
import { createTestProvider } from './purchase/test-provider.ts';
import { defaultSettings, type SiteSettingsSource } from './site-settings/site-settings.ts';
import { storedSettings } from './site-settings/stored-settings.ts';
import type { SocialProofSource } from './social-proof/social-proof-source.ts';
import { storedSocialProof } from './social-proof/stored-social-proof.ts';
import { thisInstance } from './system/instance.ts';

/** Stripe when a secret key is configured, else the built-in test provider. */
export function paymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe
    ? createStripeProvider(config.stripe)
    : createTestProvider(db, config.siteUrl, config.testTaxRatePercent);
}

/** What the server and the tests choose differently; the rest of the context is built alike. */
export interface ServerContextParts {
  config: Config;
  logger: Logger;
  db: Database;
  clock: () => Date;
  pdf: PdfWorkers;
  /**
   * Where the site settings come from; by default the product record and the configuration
   * with the content settings saved in the database over them.
   */
  settings?: SiteSettingsSource;
  /**
   * The reviews, testimonials and counts pages show; by default read from the database (and
   * the seed's samples on the test payment provider); fixed in tests that bring their own.
   */
  socialProof?: SocialProofSource;
  /** Starts what wakes the outbox (the server's worker renders mail with the guide copies). */
  startOutbox: (parts: {
    guideCopies: GuideCopies;
    settings: SiteSettingsSource;
    contentImages: ContentImageIndex;
  }) => ServerContext['outbox'];
  /** Starts the analytics buffer, after the outbox, so a shutdown stops it first. */
  startAnalytics: (settings: SiteSettingsSource) => AnalyticsBuffer;
  /** Writes a backup of the whole database (it needs the database's handle, not just `db`). */
  writeBackup: BackupWriter;
}

/** The one way to build a ServerContext: `server/start.ts` and `tests/test-app.ts` both call it. */
export async function createServerContext(parts: ServerContextParts): Promise<ServerContext> {
  const { config, logger, db, pdf } = parts;
  const settings =
    parts.settings ?? (await storedSettings(db, defaultSettings(config), logger, parts.clock));
  const contentImages = await contentImageIndex(db);
  const guideCopies = startGuideCopies({
    db,
    pdf,
    logger,
    maxStoredBytes: config.stampedCopiesMaxBytes,
    attorneyNotice: () => settings.current().attorneyNotice,
  });
  const outbox = parts.startOutbox({ guideCopies, settings, contentImages });
  const socialProof =
    parts.socialProof ??
    (await storedSocialProof({
      db,
      settings,
      samplesAllowed: config.payments === 'test',
      logger,
    }));
  const instance = thisInstance(parts.clock());
  return {
    config,
    logger,
    db,
    payments: paymentProvider(config, db),
    outbox,
    analytics: parts.startAnalytics(settings),
    geolocation: createGeolocation(config.analytics.geoipDatabases, logger),
    settings,
    socialProof,
    newsletterArchive: await storedNewsletterArchive(db),
    published: await storedPublishedContent(db),
    contentImages,
    clock: parts.clock,
    pdf,
    guideCopies,
    instance,
    backups: createBackupRunner({
      config,
      db,
      logger,
      clock: parts.clock,
      instance,
      write: parts.writeBackup,
    }),
  };
}
