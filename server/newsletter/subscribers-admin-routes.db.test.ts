import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema.ts';
import { subscribersResponseSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { adminClient, auditEntries } from '#tests/admin-orders-helpers.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the admin subscribers API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  let stored = 0;
  async function subscriber(
    status: 'pending' | 'confirmed' | 'unsubscribed',
    overrides: Partial<typeof subscribers.$inferInsert> = {},
  ) {
    stored += 1;
    const [row] = await t.ctx.db
      .insert(subscribers)
      .values({
        email: `reader${stored}@example.com`,
        status,
        confirmToken: `confirm-${stored}`,
        unsubscribeToken: `unsubscribe-${stored}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, stored)),
        signupIp: '198.51.100.7',
        ...(status !== 'pending' && {
          confirmedAt: new Date(Date.UTC(2026, 0, 1, 1, stored)),
          confirmIp: '198.51.100.8',
        }),
        ...(status === 'unsubscribed' && { unsubscribedAt: new Date(Date.UTC(2026, 0, 2)) }),
        ...overrides,
      })
      .returning();
    if (!row) throw new Error('no subscriber');
    return row;
  }

  const list = async (query = '') => {
    const response = await admin.get(`${adminApi.subscribers}${query}`);
    expect(response.status).toBe(200);
    return subscribersResponseSchema.parse(await response.json());
  };

  it('counts by status and lists 25 a page, newest first, filtered by status', async () => {
    for (let index = 0; index < 26; index += 1) await subscriber('confirmed');
    await subscriber('pending');
    await subscriber('pending');
    const gone = await subscriber('unsubscribed');
    const all = await list();
    expect(all).toMatchObject({
      counts: { pending: 2, confirmed: 26, unsubscribed: 1 },
      total: 29,
      page: 1,
      pageSize: 25,
    });
    expect(all.rows).toHaveLength(25);
    expect(all.rows[0]).toEqual({
      id: gone.id,
      email: gone.email,
      status: 'unsubscribed',
      createdAt: gone.createdAt.toISOString(),
      confirmedAt: gone.confirmedAt?.toISOString(),
      unsubscribedAt: '2026-01-02T00:00:00.000Z',
    });
    const confirmed = await list('?status=confirmed&page=2');
    expect(confirmed).toMatchObject({ total: 26, page: 2 });
    expect(confirmed.rows.map((row) => row.email)).toEqual(['reader1@example.com']);
    expect((await list('?status=pending')).rows.map((row) => row.status)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('answers 400 naming the parameter for a bad query', async () => {
    const response = await admin.get(`${adminApi.subscribers}?status=everyone&page=-1`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
      status: 'Choose a known status.',
      page: 'page must be a whole number from 1.',
    });
  });

  it('exports the confirmed subscribers with their consent proof, and records the export', async () => {
    await subscriber('pending');
    const trick = await subscriber('confirmed', { email: '+trick@example.com' });
    await subscriber('unsubscribed');
    const newest = await subscriber('confirmed');
    const response = await admin.get(adminApi.subscribersCsv);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await response.text()).split('\n')).toEqual([
      'Email,Signed up,Signup IP,Confirmed,Confirm IP',
      `${newest.email},${newest.createdAt.toISOString()},198.51.100.7,${newest.confirmedAt?.toISOString()},198.51.100.8`,
      `'+trick@example.com,${trick.createdAt.toISOString()},198.51.100.7,${trick.confirmedAt?.toISOString()},198.51.100.8`,
      '',
    ]);
    expect(await auditEntries(t, 'subscribers_exported')).toMatchObject([
      { actorId: admin.user.id },
    ]);
  });
});
