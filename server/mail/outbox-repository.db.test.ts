import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { broadcasts, outbox } from '#server/db/schema.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail } from '#tests/mail-factories.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import {
  claimDueMail,
  enqueueMail,
  failExhaustedMail,
  markMailFailed,
  markMailSent,
  requeueFailedMail,
  scheduleMailRetry,
} from './outbox-repository.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDrivers)('outbox claims on %s', (driver) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it('hide a claimed mail from other claims until its lease ends', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    await enqueueMail(db, contactAckMail());

    // Long enough that a busy machine makes the second claim before the lease ends.
    const [first] = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 5,
      leaseMs: 1000,
      maxAttempts: 10,
    });
    expect(first?.attempts).toBe(1);
    expect(
      await claimDueMail(db, {
        broadcastPaused: outboxNeighbours.broadcastPaused,
        limit: 5,
        leaseMs: 1000,
        maxAttempts: 10,
      }),
    ).toEqual([]);

    await wait(1100);
    const [again] = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 5,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    expect(again?.attempts).toBe(2);

    // The first claim ran out: its late failure report must not release the new claim.
    await scheduleMailRetry(db, { id: 1, attempts: 1 }, { error: 'late', delayMs: 0 });
    const [row] = await outboxRows(db);
    expect(row?.lastError).toBeNull();
    expect(row?.lockedUntil).not.toBeNull();
  });

  it('claim due mail oldest first, no more than asked', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    for (let index = 0; index < 3; index++) await enqueueMail(db, contactAckMail());
    const claimed = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 2,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    expect(claimed.map((row) => row.id)).toEqual([1, 2]);
  });

  it('claim one-to-one mail before any broadcast mail, however long the broadcast queued', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    const [broadcast] = await db
      .insert(broadcasts)
      .values({ subject: 'News', body: 'Hello', audience: 'subscribers', status: 'sending' })
      .returning({ id: broadcasts.id });
    await db.insert(outbox).values(
      ['a', 'b', 'c'].map((name) => ({
        kind: 'contact-ack',
        recipient: `${name}@example.com`,
        payload: {},
        broadcastId: broadcast?.id,
      })),
    );
    await enqueueMail(db, contactAckMail('buyer@example.com'));

    const claimed = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 2,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    expect(claimed.map((row) => row.recipient)).toEqual(['buyer@example.com', 'a@example.com']);
    const rest = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 5,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    expect(rest.map((row) => row.recipient).sort()).toEqual(['b@example.com', 'c@example.com']);
  });

  it('never claim a mail that used its last attempt, and fail it once that lease is over', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    await enqueueMail(db, contactAckMail());
    const limits = { limit: 5, maxAttempts: 2 };
    await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      ...limits,
      leaseMs: 1,
    });
    await wait(20);
    // The last attempt: the process dies while sending, so nothing is ever recorded.
    const [last] = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      ...limits,
      leaseMs: 300,
    });
    expect(last?.attempts).toBe(2);
    expect(await failExhaustedMail(db, { maxAttempts: 2 })).toEqual([]);

    await wait(400);
    expect(
      await claimDueMail(db, {
        broadcastPaused: outboxNeighbours.broadcastPaused,
        ...limits,
        leaseMs: 60_000,
      }),
    ).toEqual([]);
    expect(await failExhaustedMail(db, { maxAttempts: 2 })).toEqual([
      { id: last?.id, kind: 'contact-ack', attempts: 2 },
    ]);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lockedUntil: null });
    expect(row?.lastError).toMatch(/^Attempt limit \(2\) reached without a send being recorded/);
    expect(await failExhaustedMail(db, { maxAttempts: 2 })).toEqual([]);
  });

  it('requeue failed mail, all of it or the ids asked for, for a full round of attempts now', async () => {
    database = await createTestDatabase(driver);
    const { db } = database.handle;
    for (let index = 0; index < 4; index++) await enqueueMail(db, contactAckMail());
    const claimed = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 4,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    // UPDATE ... RETURNING keeps no order.
    const [first, second, third] = claimed.sort((a, b) => a.id - b.id);
    if (!first || !second || !third) throw new Error('expected four claimed mails');
    await markMailFailed(db, first, '451 try later');
    await markMailFailed(db, second, '451 try later');
    await markMailSent(db, third.id, { messageId: '<m@csd.example>', sentAt: new Date() });

    expect(await requeueFailedMail(db, { ids: [] })).toBe(0);
    expect(await requeueFailedMail(db, { ids: [second.id, third.id] })).toBe(1);
    expect((await outboxRows(db)).map((row) => row.status)).toEqual([
      'failed',
      'pending',
      'sent',
      'pending',
    ]);
    expect(await requeueFailedMail(db)).toBe(1);
    expect(await requeueFailedMail(db)).toBe(0);

    const rows = await outboxRows(db);
    for (const row of [rows[0], rows[1]]) {
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null });
      expect(row?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(rows[2]?.status).toBe('sent');
    // Due at once; the fourth mail is still leased to its first claim.
    const again = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 5,
      leaseMs: 60_000,
      maxAttempts: 10,
    });
    expect(again.map((row) => [row.id, row.attempts]).sort()).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
  });
});
