import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import { broadcastDetailSchema, broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import {
  bounced,
  broadcastRow,
  buyer,
  confirmedSubscribers,
  optedOutOfNews,
  sampleDraft,
} from '#tests/broadcast-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { queueBroadcastBatch, runBroadcasts } from './broadcast-queue.ts';

const hourMs = 60 * 60_000;

describe.each(testDrivers)('queueing a broadcast on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signedInAdmin(t));
  });
  afterEach(() => t.dispose());

  const send = (method: string, path: string, body?: unknown) =>
    apiRequest(t.app, method, path, body, { cookie });

  /** A draft saved and sent (now unless told), as the composer does it. */
  async function sentBroadcast(
    overrides: Partial<typeof sampleDraft> = {},
    sendAt: string | null = null,
  ) {
    const created = await send('POST', broadcastsApi.broadcasts, { ...sampleDraft, ...overrides });
    expect(created.status).toBe(201);
    const { id } = broadcastDetailSchema.parse(await created.json());
    const scheduled = await send('POST', broadcastsApi.send(id), { sendAt });
    expect(scheduled.status).toBe(200);
    return id;
  }

  const queuedTo = async (id: number) =>
    (
      await t.ctx.db
        .select({ recipient: outbox.recipient })
        .from(outbox)
        .where(eq(outbox.broadcastId, id))
        .orderBy(outbox.recipient)
    ).map((row) => row.recipient);

  it('queues one mail per reachable address: no unsubscribed, bounced or unconsenting one, nobody twice', async () => {
    await confirmedSubscribers(t.ctx.db, [
      'ann@example.com',
      'bob@example.com',
      'left@example.com',
      'bounced@example.com',
      'both@example.com',
    ]);
    await optedOutOfNews(t.ctx.db, 'left@example.com');
    await bounced(t.ctx.db, 'bounced@example.com');
    await buyer(t.ctx.db, 'both@example.com');
    await buyer(t.ctx.db, 'Buyer@Example.com');
    await buyer(t.ctx.db, 'silent@example.com', false);
    const id = await sentBroadcast({ audience: 'both' });

    const run = await runBroadcasts(t.ctx);

    expect(run).toMatchObject({ started: [id], queued: 4, finished: [] });
    expect(await queuedTo(id)).toEqual([
      'ann@example.com',
      'bob@example.com',
      'both@example.com',
      'buyer@example.com',
    ]);
    const row = await broadcastRow(t.ctx.db, id);
    expect(row).toMatchObject({
      status: 'sending',
      recipients: 4,
      queuedThrough: 'buyer@example.com',
    });
    expect(row.queuedAt).not.toBeNull();
    // Every recipient has its unsubscribe token before its mail is rendered.
    const tokens = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from mail_addresses m join outbox o on o.recipient = m.email
        where o.broadcast_id = ${id}`,
    );
    expect(tokens).toEqual([{ n: 4 }]);
    expect(t.nudges()).toBeGreaterThan(0);

    // Run again: nothing is queued twice.
    expect(await runBroadcasts(t.ctx)).toMatchObject({ started: [], queued: 0 });
    expect(await queuedTo(id)).toHaveLength(4);
  });

  it('goes on after the last batch committed, as after a crash between batches', async () => {
    const emails = [
      'a@example.com',
      'b@example.com',
      'c@example.com',
      'd@example.com',
      'e@example.com',
    ];
    await confirmedSubscribers(t.ctx.db, emails);
    const id = await sentBroadcast();
    // Started, as the scheduler's first step does; then batches of two, the process "dying" after each.
    await runBroadcasts(t.ctx, () => false);
    expect(await queuedTo(id)).toEqual([]);

    expect(await queueBroadcastBatch(t.ctx, id, 2)).toBe(2);
    expect(await broadcastRow(t.ctx.db, id)).toMatchObject({
      queuedThrough: 'b@example.com',
      recipients: 2,
      queuedAt: null,
    });
    expect(await queueBroadcastBatch(t.ctx, id, 2)).toBe(2);
    expect(await queueBroadcastBatch(t.ctx, id, 2)).toBe(1);
    const done = await broadcastRow(t.ctx.db, id);
    expect(done).toMatchObject({ recipients: 5, queuedThrough: 'e@example.com' });
    expect(done.queuedAt).not.toBeNull();
    expect(await queueBroadcastBatch(t.ctx, id, 2)).toBeUndefined();
    expect(await queuedTo(id)).toEqual(emails);
  });

  it('marks the broadcast sent when none of its mail is pending, with the counts', async () => {
    await confirmedSubscribers(t.ctx.db, ['a@example.com', 'b@example.com', 'c@example.com']);
    const id = await sentBroadcast();
    await runBroadcasts(t.ctx);
    await t.ctx.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(sql`${outbox.broadcastId} = ${id} and ${outbox.recipient} <> 'c@example.com'`);
    expect((await runBroadcasts(t.ctx)).finished).toEqual([]);

    await t.ctx.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(eq(outbox.recipient, 'c@example.com'));
    expect((await runBroadcasts(t.ctx)).finished).toEqual([id]);
    const detail = broadcastDetailSchema.parse(
      await (await send('GET', broadcastsApi.broadcast(id))).json(),
    );
    expect(detail).toMatchObject({ status: 'sent', recipients: 3, sent: 2, failed: 1, pending: 0 });
    expect(detail.finishedAt).not.toBeNull();
  });

  it('starts a scheduled broadcast only once its time has come', async () => {
    await confirmedSubscribers(t.ctx.db, ['a@example.com']);
    const at = new Date(t.ctx.clock().getTime() + hourMs).toISOString();
    const id = await sentBroadcast({}, at);

    expect(await runBroadcasts(t.ctx)).toMatchObject({ started: [], queued: 0 });
    t.advanceClock(hourMs - 60_000);
    expect(await runBroadcasts(t.ctx)).toMatchObject({ started: [], queued: 0 });
    expect(await broadcastRow(t.ctx.db, id)).toMatchObject({ status: 'scheduled' });

    t.advanceClock(61_000);
    expect(await runBroadcasts(t.ctx)).toMatchObject({ started: [id], queued: 1 });
    expect(await queuedTo(id)).toEqual(['a@example.com']);
  });

  it('spreads the due times by the rate, counting on across batches', async () => {
    await confirmedSubscribers(t.ctx.db, ['a@example.com', 'b@example.com', 'c@example.com']);
    const id = await sentBroadcast({ ratePerMinute: 30 });
    await runBroadcasts(t.ctx, () => false);
    await queueBroadcastBatch(t.ctx, id, 2);
    await queueBroadcastBatch(t.ctx, id, 2);
    const { startedAt } = await broadcastRow(t.ctx.db, id);
    const due = await t.ctx.db
      .select({ at: outbox.nextAttemptAt })
      .from(outbox)
      .where(eq(outbox.broadcastId, id))
      .orderBy(outbox.recipient);
    // 30 a minute: one every two seconds from the start.
    expect(due.map((row) => row.at.getTime() - (startedAt?.getTime() ?? 0))).toEqual([
      0, 2000, 4000,
    ]);
  });
});
