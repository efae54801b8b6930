import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import type { DatabaseHandle } from '#server/db/database.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { sessionCookie } from '#tests/admin-factory.ts';
import { adminClient, purchaseInTestMode } from '#tests/admin-orders-helpers.ts';
import { newVisit, pageView, sessionUpdate } from '#tests/analytics-events.ts';
import { storedSubscriber } from '#tests/audience-factory.ts';
import { sampleDraft } from '#tests/broadcast-fixtures.ts';
import { storedDiscountCode } from '#tests/discount-code-factory.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { imagesClient } from '#tests/media-client.ts';
import { soldOrder } from '#tests/order-factory.ts';
import { storedReview, storedTestimonial } from '#tests/proof-rows.ts';
import { postContent, storedEntry } from '#tests/publishing-entry-factory.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { inBackupSession } from './backup-connection.ts';
import { BackupRefusedError, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/** Every table's rows as text, sorted: equal when the two databases hold the same data. */
function tableContents(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  // The backup's session prints timestamps in UTC: the two servers may be set to other zones.
  return inBackupSession(handle, 'read only', async ({ query }) => {
    const contents: Record<string, string[]> = {};
    const tables = await query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    for (const { name } of tables) {
      const rows = await query<{ row: string }>(
        `select t::text as "row" from "${name}" t order by 1`,
      );
      contents[name] = rows.map((row) => row.row);
    }
    return contents;
  });
}

/** A shop with data of every kind, made through the site and the back office where it can be. */
async function fillShop(t: TestApp) {
  const admin = await adminClient(t);
  await uploadedGuide(t.ctx.db);
  const images = await imagesClient(t);
  expect((await images.upload(pngImage(), 'cover.png')).status).toBe(201);
  const purchase = await purchaseInTestMode(t, 'keeper@example.com');
  const refunded = await soldOrder(t.ctx.db, { customerEmail: 'refunded@example.com' });
  expect((await admin.post(adminApi.refund(refunded.id))).status).toBe(200);
  await storedSubscriber(t.ctx.db, 'reader@example.com');
  await storedSubscriber(t.ctx.db, 'later@example.com', 'pending');
  expect((await admin.post(broadcastsApi.broadcasts, sampleDraft)).status).toBe(201);
  await storedReview(t.ctx.db, {}, { customerEmail: 'reviewer@example.com' });
  await storedTestimonial(t.ctx.db);
  await storedDiscountCode(t.ctx.db, { code: 'SPRING20' });
  await storedEntry(t, postContent({ title: 'Kept through a restore' }));
  const visit = newVisit();
  const now = new Date();
  await storeAnalyticsBatch(t.ctx.db, [
    pageView(visit, new Date(now.getTime() - 60_000), { pagePath: '/guide' }),
    pageView(visit, new Date(now.getTime() - 30_000), { pagePath: '/checkout' }),
    sessionUpdate(visit, now, 40),
  ]);
  await t.ctx.analytics.flush();
  return { admin, purchase };
}

const drivePairs = testDrivers.flatMap((from) => testDrivers.map((to) => [from, to] as const));

describe.each(drivePairs)('a backup of %s restored into %s', (from, to) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;
  beforeEach(async () => {
    source = await createTestApp(from);
    target = await createTestApp(to);
    folder = await mkdtemp(path.join(tmpdir(), 'csd-backup-'));
  });
  afterEach(async () => {
    await source.dispose();
    await target.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  it('holds the same rows, shows the same figures and keeps the buyer’s download link working', async () => {
    const { admin, purchase } = await fillShop(source);
    const before = await tableContents(source.database.handle);
    for (const table of [
      'orders',
      'guide_files',
      'media_images',
      'subscribers',
      'broadcasts',
      'reviews',
      'discount_codes',
      'analytics_page_views',
      'analytics_daily',
      'publishing_entries',
      'download_tokens',
    ]) {
      expect(before[table], table).not.toHaveLength(0);
    }
    expect(before.orders?.some((row) => row.includes('refunded'))).toBe(true);

    const file = path.join(folder, 'shop.csdb.gz');
    const written = await writeBackup(source.database.handle, file);
    const restored = await restoreBackup(target.database.handle, file);

    expect(restored).toEqual({ rows: written.rows, tables: written.tables });
    expect(await tableContents(target.database.handle)).toEqual(before);

    const restoredAdmin = await sessionCookie(target, admin.user);
    const figures = async (t: TestApp, cookie: string | null, path: string) => {
      const response = cookie
        ? await t.app.request(path, { headers: { Cookie: cookie } })
        : await admin.get(path);
      expect(response.status).toBe(200);
      // `to` is the moment each answer was computed at, not a figure.
      return JSON.parse(await response.text(), (key, value: unknown) =>
        key === 'to' ? undefined : value,
      ) as unknown;
    };
    for (const page of [adminApi.overview, adminApi.analytics, `${adminApi.analytics}?period=30`]) {
      expect(await figures(target, restoredAdmin, page)).toEqual(await figures(source, null, page));
    }

    const download = await target.app.request(purchase.downloadPath, {
      method: 'POST',
      headers: { Origin: testSiteUrl },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Type')).toBe('application/pdf');
    // Two shops filled through the app, a purchase's stamped copy: long on a busy machine.
  }, 120_000);
});

describe.each(testDrivers)('a restore on %s', (driver) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;
  let file: string;
  beforeEach(async () => {
    source = await createTestApp(driver);
    target = await createTestApp(driver);
    folder = await mkdtemp(path.join(tmpdir(), 'csd-backup-'));
    file = path.join(folder, 'shop.csdb.gz');
    await soldOrder(source.ctx.db, { customerEmail: 'kept@example.com' });
    await storedSubscriber(source.ctx.db, 'reader@example.com');
    await writeBackup(source.database.handle, file);
  });
  afterEach(async () => {
    await source.dispose();
    await target.dispose();
    await rm(folder, { recursive: true, force: true });
  });

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('the restore was not refused');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(BackupRefusedError);
        return (error as Error).message;
      },
    );

  it('refuses a database that holds data, and leaves it as it was', async () => {
    await storedSubscriber(target.ctx.db, 'someone@example.com');
    const before = await tableContents(target.database.handle);
    expect(await refusal(restoreBackup(target.database.handle, file))).toMatch(
      /already holds data \(in subscribers\)/,
    );
    expect(await tableContents(target.database.handle)).toEqual(before);
  });

  it('refuses a file cut short, and restores nothing of it', async () => {
    const before = await tableContents(target.database.handle);
    const { size } = await stat(file);
    await truncate(file, Math.floor(size * 0.6));
    expect(await refusal(restoreBackup(target.database.handle, file))).toMatch(
      /damaged or incomplete/,
    );
    expect(await tableContents(target.database.handle)).toEqual(before);
  });

  it('refuses a whole zip whose backup lacks its last line', async () => {
    const text = gunzipSync(await readFile(file)).toString('utf8');
    const cut = text.slice(0, text.lastIndexOf('{"end":true'));
    await writeFile(file, gzipSync(cut));
    expect(await refusal(restoreBackup(target.database.handle, file))).toMatch(
      /damaged or incomplete/,
    );
    expect(await target.ctx.db.execute(sql`select 1 from orders`)).toMatchObject({ rows: [] });
  });

  it('refuses a backup from a newer release', async () => {
    const text = gunzipSync(await readFile(file)).toString('utf8');
    const [header = '', ...rest] = text.split('\n');
    const newer = {
      ...(JSON.parse(header) as object),
      migrations: 999,
      lastMigration: '0998_future',
    };
    await writeFile(file, gzipSync([JSON.stringify(newer), ...rest].join('\n')));
    expect(await refusal(restoreBackup(target.database.handle, file))).toMatch(/newer release/);
  });
});
