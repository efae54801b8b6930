import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, outbox } from '#server/db/schema.ts';
import { storeStampedCopy } from '#server/delivery/stamped-copies-repository.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { metricsPath } from '#shared/contracts/admin-api.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';

const token = 'metrics-token-for-the-test-0123456789';
const copiesLimit = 5 * 1024 * 1024;
const backupFinished = new Date('2026-12-01T03:01:40Z');

/** The value of one sample line, `name{labels} value`, of a scrape. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics without a token', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('is not there: a 404 like any unknown path, whatever the request carries', async () => {
    const response = await fetch(new URL(metricsPath, server.url), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
  });
});

describe('/metrics with a token', () => {
  let database: TestDatabase;
  let server: BuiltServer;
  beforeAll(async () => {
    // The shop's state, written before the server opens the embedded database.
    database = await createTestDatabase('pglite');
    const db = database.handle.db;
    // Due tomorrow: the server's outbox leaves them where they are while the test reads.
    for (const recipient of ['a@example.com', 'b@example.com', 'c@example.com'])
      await enqueueMail(db, { kind: 'contact-ack', recipient, payload: {}, delayMs: 86_400_000 });
    await db.update(outbox).set({ attempts: 2 }).where(eq(outbox.recipient, 'b@example.com'));
    await db
      .update(outbox)
      .set({ status: 'failed', attempts: 5 })
      .where(eq(outbox.recipient, 'c@example.com'));
    const order = await storedOrder(db);
    await storeStampedCopy(
      db,
      { orderId: order.id, guideVersion: 'placeholder', bytes: new Uint8Array(4_321) },
      copiesLimit,
    );
    await db.insert(backupRuns).values({
      trigger: 'scheduled',
      instanceId: 'earlier',
      status: 'succeeded',
      startedAt: new Date('2026-12-01T03:00:00Z'),
      finishedAt: backupFinished,
      fileName: 'shop.backup',
      bytes: 98_765,
    });
    await database.handle.close();
    server = await startBuiltServer({
      dataDir: database.dataDir,
      env: {
        LOG_LEVEL: 'warn',
        METRICS_TOKEN: token,
        STAMPED_COPIES_MAX_BYTES: String(copiesLimit),
      },
    });
  });
  afterAll(async () => {
    await server.stop();
    await database.dispose();
  });

  const scrape = (authorization?: string) =>
    fetch(new URL(metricsPath, server.url), {
      headers: authorization === undefined ? {} : { Authorization: authorization },
    });

  it.each([
    ['no Authorization', undefined],
    ['a wrong token', 'Bearer metrics-token-for-the-test-0123456788'],
    ['the token without its scheme', token],
    ['the token as a password', `Basic ${Buffer.from(`x:${token}`).toString('base64')}`],
    ['a huge header', `Bearer ${'x'.repeat(6_000)}`],
  ])('answers 401 to %s, telling nothing', async (_case, authorization) => {
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await response.text()).not.toContain('shop_');
  });

  it('answers the token with the Prometheus text of the shop as it is, never cached', async () => {
    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const text = await response.text();
    expect(sample(text, 'shop_outbox_mails{kind="contact-ack",state="waiting"}')).toBe(1);
    expect(sample(text, 'shop_outbox_mails{kind="contact-ack",state="retrying"}')).toBe(1);
    expect(sample(text, 'shop_outbox_mails{kind="contact-ack",state="failed"}')).toBe(1);
    expect(sample(text, 'shop_outbox_mails{kind="order-delivery",state="failed"}')).toBe(0);
    expect(sample(text, 'shop_backup_last_success_timestamp_seconds')).toBe(
      backupFinished.getTime() / 1000,
    );
    expect(sample(text, 'shop_backup_last_success_bytes')).toBe(98_765);
    expect(sample(text, 'shop_stored_copies_bytes')).toBe(4_321);
    expect(sample(text, 'shop_stored_copies_limit_bytes')).toBe(copiesLimit);
    expect(sample(text, 'shop_database_bytes')).toBeGreaterThan(1_000_000);
    expect(sample(text, 'shop_pdf_worker_restarts_total')).toBe(0);
    expect(sample(text, 'shop_instance_uptime_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(
      /^shop_instance_info\{version="\d+\.\d+\.\d+",instance_id="[^"]+",hostname="[^"]+"\} 1$/m,
    );
    // prom-client's process figures, from this server's own registry.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('times each answer by the route that gave it, a pattern and never the path asked for', async () => {
    const count = async (labels: string) =>
      sample(
        await (await scrape(`Bearer ${token}`)).text(),
        `shop_http_request_duration_seconds_count{${labels}}`,
      ) ?? 0;
    const pages = 'method="GET",route="page",status="2xx"';
    const health = 'method="GET",route="/healthz",status="2xx"';
    const missing = 'method="GET",route="page",status="4xx"';
    const before = {
      pages: await count(pages),
      health: await count(health),
      missing: await count(missing),
    };
    for (const path of [
      '/',
      '/faq',
      '/healthz',
      '/healthz',
      '/no-such-page-1',
      '/no-such-page-2',
    ]) {
      await (await fetch(new URL(path, server.url))).arrayBuffer();
    }
    expect(await count(pages)).toBe(before.pages + 2);
    expect(await count(health)).toBe(before.health + 2);
    expect(await count(missing)).toBe(before.missing + 2);
    const text = await (await scrape(`Bearer ${token}`)).text();
    expect(text).not.toContain('no-such-page');
    expect(text).toMatch(
      /^shop_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="page",status="2xx"\} \d+$/m,
    );
  });

  it('is no page: not in the sitemap or robots.txt', async () => {
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const response = await fetch(new URL(file, server.url));
      expect(await response.text()).not.toContain(metricsPath);
    }
  });
});
