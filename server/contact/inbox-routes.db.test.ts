import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages } from '#server/db/schema.ts';
import { adminMessageSchema, messagesResponseSchema } from '#shared/contracts/admin.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import { adminClient, auditEntries } from '#tests/admin-orders-helpers.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the admin inbox API on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await adminClient(t);
  });
  afterEach(async () => {
    await t.dispose();
  });

  async function message(index: number, readAt: Date | null = null) {
    const [row] = await t.ctx.db
      .insert(contactMessages)
      .values({
        name: `Parent ${index}`,
        email: `parent${index}@example.com`,
        message: `Question ${index}`,
        ip: '198.51.100.9',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
        readAt,
      })
      .returning();
    if (!row) throw new Error('no message');
    return row;
  }

  const inbox = async (query = '') => {
    const response = await admin.get(`${adminApi.messages}${query}`);
    expect(response.status).toBe(200);
    return messagesResponseSchema.parse(await response.json());
  };

  it('lists 25 messages a page, newest first, with the unread count', async () => {
    for (let index = 0; index < 27; index += 1)
      await message(index, index < 2 ? new Date(Date.UTC(2026, 0, 3)) : null);
    const first = await inbox();
    expect(first).toMatchObject({ total: 27, unread: 25, page: 1, pageSize: 25 });
    expect(first.rows[0]).toEqual({
      id: expect.any(Number) as number,
      createdAt: '2026-01-01T00:26:00.000Z',
      name: 'Parent 26',
      email: 'parent26@example.com',
      message: 'Question 26',
      source: 'form',
      ownCase: false,
      readAt: null,
      handledAt: null,
    });
    const second = await inbox('?page=2');
    expect(second.rows.map((row) => row.name)).toEqual(['Parent 1', 'Parent 0']);
    expect(second.rows[0]?.readAt).toBe('2026-01-03T00:00:00.000Z');
  });

  it('marks a message read and handled, keeps the first time, undoes, and records each change', async () => {
    const stored = await message(1);
    const update = async (body: unknown) => {
      const response = await admin.post(adminApi.message(stored.id), body);
      expect(response.status).toBe(200);
      return adminMessageSchema.parse(await response.json());
    };
    const read = await update({ read: true });
    expect(read.readAt).not.toBeNull();
    expect(read.handledAt).toBeNull();
    expect((await inbox()).unread).toBe(0);
    const handled = await update({ read: true, handled: true });
    expect(handled.readAt).toBe(read.readAt);
    expect(handled.handledAt).not.toBeNull();
    const undone = await update({ read: false, handled: false });
    expect(undone).toMatchObject({ readAt: null, handledAt: null });
    expect((await inbox()).unread).toBe(1);
    expect(await auditEntries(t, 'message_updated')).toMatchObject([
      { actorId: admin.user.id, target: String(stored.id), detail: { read: true } },
      { target: String(stored.id), detail: { read: true, handled: true } },
      { target: String(stored.id), detail: { read: false, handled: false } },
    ]);
  });

  it('answers 400 for an empty change and 404 for an unknown message', async () => {
    const stored = await message(1);
    const empty = await admin.post(adminApi.message(stored.id), {});
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(await empty.json()).error.fields).toEqual({
      body: 'Say read or handled.',
    });
    expect((await admin.post(adminApi.message(999_999), { read: true })).status).toBe(404);
    expect((await admin.post('/api/admin/messages/first', { read: true })).status).toBe(404);
    expect(await auditEntries(t, 'message_updated')).toHaveLength(0);
  });

  it('answers 400 for a bad page', async () => {
    const response = await admin.get(`${adminApi.messages}?page=1.5`);
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.fields).toEqual({
      page: 'page must be a whole number from 1.',
    });
  });
});
