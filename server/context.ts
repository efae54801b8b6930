import type { BackupRunner } from './backups/backup-runner.ts';
import type { AnalyticsBuffer } from './analytics/ingestion/analytics-buffer.ts';
import type { Geolocation } from './analytics/ingestion/geolocation.ts';
import type { Config } from './config/env.ts';
import type { Database } from './db/database.ts';
import type { GuideCopies } from './delivery/guide-copies.ts';
import type { Logger } from './logger.ts';
import type { ContentImageIndex } from './media/content-image-index.ts';
import type { NewsletterArchiveSource } from './newsletter-archive/newsletter-archive-source.ts';
import type { PublishedContentSource } from './publishing/published-content-source.ts';
import type { PdfWorkers } from './pdf-worker/pdf-worker-pool.ts';
import type { PaymentProvider } from './purchase/payment-provider.ts';
import type { SiteSettingsSource } from './site-settings/site-settings.ts';
import type { SocialProofSource } from './social-proof/social-proof-source.ts';
import type { Instance } from './system/instance.ts';

/**
 * What a running server's services share: every service takes it (or the part it needs)
 * as its first argument, and routes pass it along unchanged.
 */
export interface ServerContext {
  config: Config;
  logger: Logger;
  db: Database;
  payments: PaymentProvider;
  /** The brand, the offer and its price as the seller set them: read at use, never cached in a module. */
  settings: SiteSettingsSource;
  /** Approved reviews, testimonials and counts, as the public pages show them. */
  socialProof: SocialProofSource;
  /**
   * The sent broadcasts shown on the site's newsletter archive: whoever sends one or changes its
   * `archived` calls `reload()` after the commit.
   */
  newsletterArchive: NewsletterArchiveSource;
  /**
   * What the seller published (posts, state guides, pages, people, moved addresses): whoever
   * changes it calls `reload()` after the commit and announces the `publishing` change.
   */
  published: PublishedContentSource;
  /** The uploaded images Markdown content names, by file name: pages read them, uploads reload them. */
  contentImages: ContentImageIndex;
  /** Now, as the server sees it: session expiry and refund windows read it, tests move it. */
  clock: () => Date;
  /** Wakes the outbox worker once mail is committed, instead of waiting for its next poll. */
  outbox: { nudge(): void };
  /**
   * Received tracker events, queued and written in batches. Code that writes conversion rows
   * (`recordConversion`) calls `nudge()` after its transaction commits, so they are rolled up
   * within a second.
   */
  analytics: AnalyticsBuffer;
  /** The country and US state of a tracker client's address (GEOIP_DATABASE), codes only. */
  geolocation: Geolocation;
  /** The worker threads that read and write PDFs: nothing else parses or writes one. */
  pdf: PdfWorkers;
  /** Each buyer's stamped copy of the guide, made once per order and guide version. */
  guideCopies: GuideCopies;
  /** This process: its id, host, version and start, as heartbeats and backups record it. */
  instance: Instance;
  /** This instance's backups: the schedule and the System section start them, one at a time. */
  backups: BackupRunner;
}
