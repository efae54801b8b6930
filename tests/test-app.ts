import type { Hono } from 'hono';
import { pino } from 'pino';
import {
  startAnalyticsBuffer,
  type AnalyticsBufferOptions,
} from '#server/analytics/ingestion/analytics-buffer.ts';
import { createApp } from '#server/app.ts';
import type { BackupWriter } from '#server/backups/backup-service.ts';
import { writeBackup } from '#server/backups/write-backup.ts';
import { loadConfig } from '#server/config/env.ts';
import type { ServerContext } from '#server/context.ts';
import type { Driver } from '#server/db/database.ts';
import { deferredWorkDone } from '#server/db/deferred-work.ts';
import { createServerContext } from '#server/server-context.ts';
import type { SiteSettingsSource } from '#server/site-settings/site-settings.ts';
import type { SocialProofSource } from '#server/social-proof/social-proof-source.ts';
import { sharedPdfWorkers } from './pdf-workers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: Hono;
  ctx: ServerContext;
  database: TestDatabase;
  /** How often routes asked the outbox worker to wake up. */
  nudges: () => number;
  /** Moves the server's clock (sessions, refund windows) forward by `ms`. */
  advanceClock(ms: number): void;
  dispose(): Promise<void>;
}

export const testSiteUrl = 'http://shop.test';

/**
 * The real Hono app in-process, on a fresh migrated database of the given driver.
 * No outbox worker runs: tests read the outbox rows the routes wrote.
 */
export async function createTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  options: {
    settings?: SiteSettingsSource;
    /** The reviews and counts the pages show (a fixed one unless told). */
    socialProof?: SocialProofSource;
    /** The analytics buffer's settings (a failing store, a small queue). */
    analytics?: Partial<AnalyticsBufferOptions>;
    /** How backups are written (a failing writer); by default the real one on the test database. */
    writeBackup?: BackupWriter;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(driver);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    SITE_URL: testSiteUrl,
    LOG_LEVEL: 'silent',
    // shop.test is not this machine: the test provider runs there only when asked for.
    PAYMENTS: env.STRIPE_SECRET_KEY ? '' : 'test',
    ...env,
  });
  let nudges = 0;
  let clockOffsetMs = 0;
  const logger = pino({ level: 'silent' });
  const ctx = await createServerContext({
    config,
    logger,
    db: database.handle.db,
    clock: () => new Date(Date.now() + clockOffsetMs),
    pdf: sharedPdfWorkers(),
    settings: options.settings,
    socialProof: options.socialProof,
    writeBackup: options.writeBackup ?? ((filePath) => writeBackup(database.handle, filePath)),
    startOutbox: () => ({ nudge: () => void (nudges += 1) }),
    // A real buffer on the test's database: tests call `ctx.analytics.flush()` before reading.
    startAnalytics: (settings) =>
      startAnalyticsBuffer({
        db: database.handle.db,
        logger,
        timeZone: () => settings.current().timeZone,
        ...options.analytics,
      }),
  });
  // Pages are not under test here; the page handler is the React app's.
  const app = createApp({ ctx, pages: (c) => c.text('no pages in API tests', 404) });
  return {
    app,
    ctx,
    database,
    nudges: () => nudges,
    advanceClock: (ms) => void (clockOffsetMs += ms),
    async dispose() {
      await ctx.backups.idle();
      await ctx.analytics.stop();
      await deferredWorkDone(database.handle.db);
      await database.dispose();
    },
  };
}

export function postJson(
  app: Hono,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    // A browser on our own pages sends its origin with every POST; the API refuses others.
    headers: { 'Content-Type': 'application/json', Origin: testSiteUrl, ...headers },
  });
}

/** A form our own pages post (the test payment page's Pay button, the newsletter buttons). */
export function postForm(app: Hono, path: string, fields: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: testSiteUrl },
  });
}
