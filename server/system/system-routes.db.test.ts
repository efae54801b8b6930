import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupRuns, healthIncidents, outbox } from '#server/db/schema.ts';
import { storeStampedCopy } from '#server/delivery/stamped-copies-repository.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { systemStatusSchema } from '#shared/contracts/system.ts';
import { adminClient } from '#tests/admin-orders-helpers.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { recordHeartbeat } from './instance-heartbeats-repository.ts';

describe.each(testDrivers)('the System API on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver, { STAMPED_COPIES_MAX_BYTES: String(10 * 1024 * 1024) });
  });
  afterEach(async () => {
    await t.dispose();
  });

  const status = async () => {
    const owner = await adminClient(t, { role: 'owner' });
    const response = await owner.get(adminApi.system);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    return systemStatusSchema.parse(await response.json());
  };

  /** `count` mails of `kind` in the outbox, then set as `change` says. */
  async function mails(
    kind: 'contact-ack' | 'library-sign-in',
    count: number,
    change: Partial<typeof outbox.$inferInsert> = {},
  ) {
    for (let i = 0; i < count; i += 1) {
      const recipient = `${kind}-${JSON.stringify(change)}-${i}@example.com`;
      await enqueueMail(t.ctx.db, { kind, recipient, payload: {} });
      if (Object.keys(change).length > 0)
        await t.ctx.db.update(outbox).set(change).where(eq(outbox.recipient, recipient));
    }
  }

  it('counts mail waiting, retrying and failed by kind, never the mail sent', async () => {
    await mails('contact-ack', 2);
    await mails('contact-ack', 1, { attempts: 2, lastError: '451 try later' });
    await mails('contact-ack', 3, { status: 'failed', attempts: 5 });
    await mails('library-sign-in', 1, { status: 'failed', attempts: 5 });
    await mails('library-sign-in', 4, { status: 'sent', attempts: 1, sentAt: new Date() });
    await mails('library-sign-in', 1, { status: 'withdrawn' });
    const { mail } = await status();
    // By label: "Library sign-in link" before "Message received".
    expect(mail).toEqual([
      {
        kind: 'library-sign-in',
        label: mailKindsCopy['library-sign-in'],
        waiting: 0,
        retrying: 0,
        failed: 1,
      },
      {
        kind: 'contact-ack',
        label: mailKindsCopy['contact-ack'],
        waiting: 2,
        retrying: 1,
        failed: 3,
      },
    ]);
  });

  it('lists this instance first, others as they reported, a silent one as not reporting', async () => {
    const now = t.ctx.clock();
    const beat = {
      hostname: 'web-2',
      pid: 42,
      version: '0.0.9',
      pdfWorkerRestarts: 3,
      rssBytes: 200_000_000,
    };
    await recordHeartbeat(t.ctx.db, {
      ...beat,
      instanceId: 'other',
      startedAt: new Date(now.getTime() - 3_600_000),
      seenAt: new Date(now.getTime() - 5_000),
    });
    await recordHeartbeat(t.ctx.db, {
      ...beat,
      instanceId: 'silent',
      hostname: 'web-3',
      startedAt: new Date(now.getTime() - 7_200_000),
      seenAt: new Date(now.getTime() - 600_000),
    });
    const { instances } = await status();
    expect(instances.map((row) => [row.hostname, row.current, row.reporting])).toEqual([
      [t.ctx.instance.hostname, true, true],
      ['web-2', false, true],
      ['web-3', false, false],
    ]);
    const [current, other, silent] = instances;
    expect(current).toMatchObject({
      instanceId: t.ctx.instance.id,
      pid: process.pid,
      version: t.ctx.instance.version,
      pdfWorkerRestarts: 0,
    });
    expect(current?.rssBytes).toBeGreaterThan(0);
    expect(other).toMatchObject({ pid: 42, version: '0.0.9', pdfWorkerRestarts: 3 });
    expect(other?.uptimeSeconds).toBeGreaterThanOrEqual(3_600);
    // Up from its start until it went silent, not until now.
    expect(silent?.uptimeSeconds).toBe(6_600);
  });

  it('shows the backups, the stored copies against their limit, the database and the incidents', async () => {
    const order = await storedOrder(t.ctx.db);
    await storeStampedCopy(
      t.ctx.db,
      { orderId: order.id, guideVersion: 'placeholder', bytes: new Uint8Array(3_000) },
      t.ctx.config.stampedCopiesMaxBytes,
    );
    await t.ctx.db.insert(backupRuns).values([
      {
        trigger: 'scheduled',
        instanceId: 'a',
        status: 'succeeded',
        startedAt: new Date('2026-12-01T03:00:00Z'),
        finishedAt: new Date('2026-12-01T03:01:00Z'),
        fileName: 'one.backup',
        bytes: 12_345,
      },
      {
        trigger: 'scheduled',
        instanceId: 'a',
        status: 'failed',
        startedAt: new Date('2026-12-02T03:00:00Z'),
        finishedAt: new Date('2026-12-02T03:00:05Z'),
        error: 'disk full',
      },
    ]);
    await t.ctx.db.insert(healthIncidents).values([
      { kind: 'mail', openedAt: new Date(t.ctx.clock().getTime() - 3_600_000) },
      {
        kind: 'backups',
        openedAt: new Date('2020-01-01T00:00:00Z'),
        closedAt: new Date('2020-01-02T00:00:00Z'),
      },
    ]);
    const answer = await status();
    expect(answer.lastBackup).toMatchObject({ status: 'failed', error: 'disk full' });
    expect(answer.lastSucceededBackup).toMatchObject({ status: 'succeeded', bytes: 12_345 });
    expect(answer.storedCopies).toEqual({ bytes: 3_000, limitBytes: 10 * 1024 * 1024 });
    expect(answer.database.driver).toBe(driver);
    expect(answer.database.bytes).toBeGreaterThan(1_000_000);
    // The incident closed years ago is not shown.
    expect(answer.incidents).toEqual([
      { kind: 'mail', openedAt: expect.any(String) as string, closedAt: null },
    ]);
  });

  it('answers only owners', async () => {
    for (const role of ['support', 'editor'] as const) {
      const admin = await adminClient(t, { role });
      expect((await admin.get(adminApi.system)).status).toBe(403);
    }
    expect((await t.app.request(adminApi.system)).status).toBe(401);
  });
});
