import { afterEach, describe, expect, it } from 'vitest';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail } from '#tests/mail-factories.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { claimDueMail, enqueueMail, scheduleMailRetry } from './outbox-repository.ts';

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
    const [first] = await claimDueMail(db, { limit: 5, leaseMs: 1000 });
    expect(first?.attempts).toBe(1);
    expect(await claimDueMail(db, { limit: 5, leaseMs: 1000 })).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [again] = await claimDueMail(db, { limit: 5, leaseMs: 60_000 });
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
    const claimed = await claimDueMail(db, { limit: 2, leaseMs: 60_000 });
    expect(claimed.map((row) => row.id)).toEqual([1, 2]);
  });
});
