import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadEvents, downloadTokens } from '#server/db/schema.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import {
  consumeDownload,
  downloadUrl,
  inspectDownloadToken,
  isDownloadTokenFormat,
  issueDownloadToken,
} from './download-tokens.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('download token helpers', () => {
  it('build the link from the site URL', () => {
    expect(downloadUrl('https://shop.example', 'abc')).toBe('https://shop.example/download/abc');
  });

  it('accept only 43 base64url characters', () => {
    expect(isDownloadTokenFormat('A'.repeat(43))).toBe(true);
    expect(isDownloadTokenFormat('a-_9'.repeat(10) + 'xyz')).toBe(true);
    expect(isDownloadTokenFormat('A'.repeat(42))).toBe(false);
    expect(isDownloadTokenFormat('A'.repeat(44))).toBe(false);
    expect(isDownloadTokenFormat(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isDownloadTokenFormat("' or 1=1 --")).toBe(false);
  });
});

describe.each(testDrivers)('download tokens on %s', (driver) => {
  const database = useTestDatabase(driver);

  const consume = (token: string, now?: Date) =>
    consumeDownload(database().handle.db, {
      token,
      ip: '203.0.113.7',
      userAgent: 'TestBrowser/1.0',
      ...(now ? { now } : {}),
    });

  it('issues one token per order, the same on every call, also inside a transaction', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db);
    const now = new Date('2025-03-01T12:00:00Z');
    const first = await issueDownloadToken(db, order.id, now);
    const second = await db.transaction((tx) => issueDownloadToken(tx, order.id));
    expect(second).toBe(first);
    expect(isDownloadTokenFormat(first)).toBe(true);
    const rows = await db.select().from(downloadTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.toISOString()).toBe('2025-03-08T12:00:00.000Z');
    expect(rows[0]?.maxDownloads).toBe(5);
  });

  it('allows five downloads, refuses the sixth, and records each one', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db, { customerEmail: 'buyer@example.com' });
    const token = await issueDownloadToken(db, order.id);
    for (let left = 4; left >= 0; left -= 1) {
      expect(await consume(token)).toMatchObject({
        status: 'ok',
        order: { id: order.id, customerEmail: 'buyer@example.com' },
        downloadsLeft: left,
      });
    }
    expect(await consume(token)).toEqual({ status: 'gone', reason: 'used_up' });
    const events = await db
      .select()
      .from(downloadEvents)
      .where(eq(downloadEvents.orderId, order.id));
    expect(events).toHaveLength(5);
    for (const event of events) {
      expect(event).toMatchObject({ ip: '203.0.113.7', userAgent: 'TestBrowser/1.0' });
      expect(event.at).toBeInstanceOf(Date);
    }
  });

  it('lets exactly five of ten concurrent downloads through', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db);
    const token = await issueDownloadToken(db, order.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => consume(token)));
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(5);
    expect(results.filter((result) => result.status === 'gone')).toHaveLength(5);
    expect(await db.select().from(downloadEvents)).toHaveLength(5);
    const [row] = await db.select().from(downloadTokens);
    expect(row?.downloadsUsed).toBe(5);
  });

  it('refuses an expired link without counting or recording', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db);
    const issuedAt = new Date('2025-03-01T12:00:00Z');
    const token = await issueDownloadToken(db, order.id, issuedAt);
    const lastMoment = new Date(issuedAt.getTime() + 7 * dayMs - 1);
    expect((await inspectDownloadToken(db, token, lastMoment)).status).toBe('ok');
    const expired = new Date(issuedAt.getTime() + 7 * dayMs);
    expect(await consume(token, expired)).toEqual({ status: 'gone', reason: 'expired' });
    expect(await db.select().from(downloadEvents)).toHaveLength(0);
  });

  it('refuses the link of a refunded order', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db, { status: 'refunded', refundedAt: new Date() });
    const token = await issueDownloadToken(db, order.id);
    expect(await consume(token)).toEqual({ status: 'gone', reason: 'refunded' });
    expect(await inspectDownloadToken(db, token)).toEqual({ status: 'gone', reason: 'refunded' });
  });

  it('knows no unknown token', async () => {
    const unknown = 'x'.repeat(43);
    expect(await consume(unknown)).toEqual({ status: 'not_found' });
    expect(await inspectDownloadToken(database().handle.db, unknown)).toEqual({
      status: 'not_found',
    });
  });

  it('inspects without using a download', async () => {
    const { db } = database().handle;
    const order = await storedOrder(db);
    const token = await issueDownloadToken(db, order.id);
    await inspectDownloadToken(db, token);
    expect(await inspectDownloadToken(db, token)).toMatchObject({ status: 'ok', downloadsLeft: 5 });
    expect(await db.select().from(downloadEvents)).toHaveLength(0);
  });
});
