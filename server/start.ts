import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { startAnalyticsBuffer } from './analytics/ingestion/analytics-buffer.ts';
import { startAnalyticsRetention } from './analytics/storage/analytics-retention.ts';
import { createApp } from './app.ts';
import { ensureInitialAdmin } from './auth/initial-admin.ts';
import { deferredWorkDone } from './db/deferred-work.ts';
import type { Config } from './config/env.ts';
import { usesSampleOperator } from './config/operator.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailTransport } from './mail/mail-transport.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { PageCache } from './page-rendering/page-cache.ts';
import { createFormActions } from './page-rendering/form-actions.ts';
import { startConfiguredPdfWorkers } from './pdf-worker/pdf-worker-pool.ts';
import { createPageHandler } from './page-rendering/page-handler.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import type { SiteSettingsSource } from '#server/site-settings/site-settings.ts';
import {
  listenForSettings,
  type SettingsListener,
} from '#server/site-settings/settings-listener.ts';
import { settingsPreview } from '#server/site-settings/settings-preview.ts';
import { entryPreview } from '#server/publishing/entry-preview.ts';
import { startSocialProofRefresh } from '#server/social-proof/social-proof-refresh.ts';
import { startReviewRequests } from '#server/review-requests/review-request-queue.ts';
import { startWeeklyReports } from '#server/weekly-report/weekly-report-schedule.ts';
import { startAutomations } from '#server/mail-automations/automation-queue.ts';
import { startBroadcasts } from '#server/broadcasts/broadcast-queue.ts';
import { startScheduledPublishing } from '#server/publishing/scheduled-publishing.ts';
import { startHealthAlerts } from '#server/system/health-alerts.ts';

import { startInstanceHeartbeat } from '#server/system/instance-heartbeat.ts';

import { startBackupSchedule } from '#server/backups/backup-schedule.ts';
import { writeBackup } from '#server/backups/write-backup.ts';
import { createServerContext } from './server-context.ts';
import { StartedParts } from './started-parts.ts';

type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface StartOptions {
  loadBuild: () => ServerBuild | Promise<ServerBuild>;
  clientDir?: string;
  /** Vite's dev middleware, which answers module and asset requests before the app. */
  devMiddleware?: NodeMiddleware;
  logger?: Logger;
  /**
   * Where the site settings come from; by default the product record and the configuration
   * with the content settings saved in the database over them.
   */
  settings?: SiteSettingsSource;
  /** The server's clock: the real one unless a test moves it (a sale starting, ending). */
  clock?: () => Date;
  /** The URL of the analytics tracker's entry; public pages load it when there is one. */
  trackerSrc?: string;
  /** The URL of the islands' entry; public pages load it when there is one. */
  islandsSrc?: string;
}

export interface RunningServer {
  url: string;
  server: Server;
  logger: Logger;
  /**
   * Stops taking requests, lets the ones in flight finish, then stops every other part in the
   * reverse order of its start (the queued analytics events are written, the outbox stops, the
   * PDF worker threads end, the databases close last), all within SHUTDOWN_TIMEOUT_MS. Resolves
   * true when everything closed in order, false when a part failed to stop or the deadline came
   * first (both are logged).
   */
  close(): Promise<boolean>;
}

function listen(server: Server, config: Config): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

// Flushes run one at a time; the second connection is for the retention's deletes.
const analyticsPoolSize = 2;

/**
 * Where analytics writes go: on PostgreSQL a small pool of its own, so a burst of tracker
 * traffic never takes the connections checkout needs; PGlite has one connection, shared.
 */
async function openAnalyticsDatabase(
  config: Config,
  logger: Logger,
  main: DatabaseHandle,
): Promise<DatabaseHandle | undefined> {
  if (main.driver === 'pglite') return undefined;
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    poolSize: analyticsPoolSize,
  });
}

/**
 * The order a shutdown stops the parts in (a failed start stops those that started the same
 * way): requests first, then what they may have queued, the writers, the workers those use,
 * and the databases last. Each is the reverse of the order the parts start in.
 */
const stopOrder = [
  'requests in flight',
  // After the requests, before the rest: a reset a request queued after answering still
  // gets its mail into the outbox.
  'work deferred by requests',
  'settings listener',
  // Its row goes with it: a stopped instance is not listed as one gone silent.
  'instance heartbeat',
  'social proof refresh',
  // Every event answered 204 is written before the database closes.
  'analytics buffer',
  // Before the outbox: a run under way still queues its mail.
  'review requests',
  'weekly reports',
  'mail automations',
  // Before the outbox too: the batch under way is committed and nudges it.
  'broadcasts',
  'scheduled publishing',
  // Before the outbox: an alert queued by a check under way is sent with the rest.
  'health alerts',
  // The backup under way is finished before the database closes.
  'backups',
  'mail outbox',
  'mail transport',
  // After the outbox, whose delivery mail may be waiting for a stamp.
  'pdf workers',
  'analytics database',
  'database',
] as const;

type Parts = StartedParts<(typeof stopOrder)[number]>;

export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config);
  for (const warning of config.warnings) logger.warn(warning);
  const parts: Parts = new StartedParts(logger, stopOrder);
  try {
    return await startParts(config, options, logger, parts);
  } catch (error) {
    // Whatever had started is closed as a shutdown would close it, so the process can exit
    // and a supervisor start it again, with the embedded database no longer held.
    logger.info('start failed: closing what was started');
    const { left } = await parts.stopAll(config.shutdownTimeoutMs);
    if (left.length > 0)
      logger.error(
        { timeoutMs: config.shutdownTimeoutMs, left },
        'closing after a failed start timed out',
      );
    throw error;
  }
}

/** Starts each part in turn, adding it to `parts` as soon as it runs. */
async function startParts(
  config: Config,
  options: StartOptions,
  logger: Logger,
  parts: Parts,
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  parts.add('database', () => database.close());
  await migrateDatabase(database);
  await ensureInitialAdmin(database.db, config, logger);
  const analyticsDatabase = await openAnalyticsDatabase(config, logger, database);
  if (analyticsDatabase) parts.add('analytics database', () => analyticsDatabase.close());
  const analyticsDb = analyticsDatabase?.db ?? database.db;

  const pdf = startConfiguredPdfWorkers(config);
  parts.add('pdf workers', () => pdf.close());
  const transport = createMailTransport(config, logger);
  parts.add('mail transport', () => transport.close());
  const clock = options.clock ?? (() => new Date());
  const ctx = await createServerContext({
    config,
    logger,
    db: database.db,
    clock,
    pdf,
    settings: options.settings,
    writeBackup: (filePath) => writeBackup(database, filePath),
    startOutbox: ({ guideCopies, settings, contentImages }) => {
      const outbox = startOutboxWorker({
        db: database.db,
        logger,
        config,
        transport,
        renderers: mailRenderers(guideCopies, contentImages.lookup),
        site: () => siteInfo(settings.current(), config),
        leaseMs: config.mailLeaseMs,
        neighbours: outboxNeighbours,
      });
      parts.add('mail outbox', () => outbox.stop());
      return outbox;
    },
    startAnalytics: (settings) => {
      const analytics = startAnalyticsBuffer({
        db: analyticsDb,
        logger,
        timeZone: () => settings.current().timeZone,
      });
      const retention = startAnalyticsRetention({
        db: analyticsDb,
        logger,
        retentionDays: config.analytics.retentionDays,
        clock,
      });
      parts.add('analytics buffer', () => Promise.all([analytics.stop(), retention.stop()]));
      return analytics;
    },
  });
  const { settings, contentImages, socialProof, newsletterArchive, published } = ctx;
  const reviewRequests = startReviewRequests(ctx, logger);
  parts.add('review requests', () => reviewRequests.stop());
  const weeklyReports = startWeeklyReports(ctx, logger);
  parts.add('weekly reports', () => weeklyReports.stop());
  const automations = startAutomations(ctx, logger);
  parts.add('mail automations', () => automations.stop());
  const broadcastSchedule = startBroadcasts(ctx, logger);
  parts.add('broadcasts', () => broadcastSchedule.stop());
  const scheduledPublishing = startScheduledPublishing(ctx, logger);
  parts.add('scheduled publishing', () => scheduledPublishing.stop());
  const healthAlerts = startHealthAlerts(ctx, logger);
  parts.add('health alerts', () => healthAlerts.stop());
  const heartbeat = startInstanceHeartbeat(ctx, logger);
  parts.add('instance heartbeat', () => heartbeat.stop());
  const backupSchedule = startBackupSchedule(ctx, logger);
  parts.add('backups', () => backupSchedule.stop());
  if (config.sampleOperatorWarning && usesSampleOperator(settings.current().operator))
    logger.warn(config.sampleOperatorWarning);
  const pageCache = new PageCache(
    {
      maxEntries: config.env === 'development' ? 0 : config.pageCacheEntries,
      maxBytes: config.pageCacheMaxBytes,
    },
    // Reading the settings finds a sale that started or ended, which clears the cache first.
    () => void settings.current(),
    (pathname) => published.current().pageAt(pathname),
  );
  // A change of the settings changes every page: none rendered before it may be served again.
  settings.onChange(() => pageCache.clear());
  contentImages.onChange(() => pageCache.clear());
  // Reviews and counts show on the home page and the checkout; a change of them is rare enough
  // (a moderation, a count crossing a step) to clear everything, as a change of settings does.
  socialProof.onChange(() => pageCache.clear());
  // The archive shows on its own pages, in the sitemap and in no other page: a send or an
  // archive toggle is rare, so it clears everything too.
  newsletterArchive.onChange(() => pageCache.clear());
  // A page published, changed or removed shows in lists, links, the sitemap and the feed of
  // other pages too: everything rendered before it is dropped.
  published.onChange(() => pageCache.clear());
  // Other instances on the same PostgreSQL announce their changes; PGlite is this process alone.
  const settingsListener: SettingsListener | undefined =
    database.driver === 'postgres' && config.databaseUrl && !options.settings
      ? listenForSettings({
          databaseUrl: config.databaseUrl,
          logger,
          reload: () =>
            Promise.all([
              settings.reload(),
              contentImages.reload(),
              socialProof.reload(),
              newsletterArchive.reload(),
              published.reload(),
            ]),
        })
      : undefined;
  if (settingsListener) parts.add('settings listener', () => settingsListener.stop());
  const socialProofRefresh = startSocialProofRefresh(socialProof, logger);
  parts.add('social proof refresh', () => socialProofRefresh.stop());
  parts.add('work deferred by requests', () => deferredWorkDone(database.db));
  const pages = createPageHandler({
    loadBuild: options.loadBuild,
    dev: config.env === 'development',
    cache: pageCache,
    site: () => siteInfo(settings.current(), config),
    socialProof: () => socialProof.current(),
    newsletterArchive,
    published: () => published.current(),
    forms: createFormActions(ctx),
    contentImages: contentImages.lookup,
    preview: settingsPreview(ctx),
    entryPreview: entryPreview(ctx),
    islands: options.islandsSrc,
    tracker: options.trackerSrc
      ? {
          src: options.trackerSrc,
          tagId: config.analytics.tagId,
          sessionToolId: config.analytics.sessionToolId,
        }
      : undefined,
  });
  const app = createApp({
    ctx,
    pages,
    pageCache,
    clientDir: options.clientDir,
    loadBuild: options.loadBuild,
  });
  const listener = getRequestListener(app.fetch);
  const { devMiddleware } = options;
  const server = createServer(
    devMiddleware ? (req, res) => devMiddleware(req, res, () => void listener(req, res)) : listener,
  );
  const address = await listen(server, config);
  parts.add('requests in flight', () => {
    const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    return stopped;
  });
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  logger.info(
    {
      url,
      database: database.driver,
      siteUrl: config.siteUrl,
      payments: ctx.payments.name,
      mail: transport.describe,
    },
    'server listening',
  );

  let closing: Promise<boolean> | undefined;
  async function shutdown(): Promise<boolean> {
    logger.info('shutting down: finishing requests in flight');
    const { clean, left } = await parts.stopAll(config.shutdownTimeoutMs);
    if (left.length > 0) {
      // Whatever the parts left open is released when the process ends.
      server.closeAllConnections();
      logger.error(
        { timeoutMs: config.shutdownTimeoutMs, left },
        'shutdown timed out: exiting without closing in order',
      );
      return false;
    }
    if (clean) logger.info('shut down cleanly');
    return clean;
  }

  return {
    url,
    server,
    logger,
    close: () => (closing ??= shutdown()),
  };
}
