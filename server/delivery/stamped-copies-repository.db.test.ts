import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stampedCopies, stampedCopyChunks } from '#server/db/schema.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { readStampedCopy, storeStampedCopy } from './stamped-copies-repository.ts';

const mib = 1024 * 1024;
const unbounded = 1024 * mib;

describe.each(testDrivers)('stamped copies on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  const copy = async (orderId: string, guideVersion: string, bytes: Uint8Array) =>
    storeStampedCopy(db(), { orderId, guideVersion, bytes }, unbounded);

  it('keeps the first copy of a version: a second writer is told to serve that one', async () => {
    const order = await storedOrder(db());
    const first = randomBytes(2.5 * mib);
    expect(await copy(order.id, 'gf_1', first)).toBe('stored');
    expect(await copy(order.id, 'gf_1', randomBytes(100))).toBe('kept');
    const read = await readStampedCopy(db(), order.id, 'gf_1');
    expect(read && Buffer.from(read).equals(first)).toBe(true);
    expect(await db().select().from(stampedCopyChunks)).toHaveLength(3);
  });

  it('replaces the copy of an older guide version', async () => {
    const order = await storedOrder(db());
    await copy(order.id, 'gf_old', randomBytes(1000));
    expect(await copy(order.id, 'gf_new', randomBytes(2000))).toBe('stored');
    expect(await readStampedCopy(db(), order.id, 'gf_old')).toBeUndefined();
    expect((await readStampedCopy(db(), order.id, 'gf_new'))?.byteLength).toBe(2000);
    expect(await db().select().from(stampedCopies)).toHaveLength(1);
  });

  it('removes the oldest copies once all of them pass the byte budget', async () => {
    const orders = [await storedOrder(db()), await storedOrder(db()), await storedOrder(db())];
    for (const order of orders)
      await storeStampedCopy(
        db(),
        { orderId: order.id, guideVersion: 'gf_1', bytes: randomBytes(1.5 * mib) },
        3.5 * mib,
      );
    const kept = await db().select({ orderId: stampedCopies.orderId }).from(stampedCopies);
    expect(kept.map((row) => row.orderId).sort()).toEqual([orders[1]?.id, orders[2]?.id].sort());
    expect(await readStampedCopy(db(), orders[0]?.id ?? '', 'gf_1')).toBeUndefined();
    expect(await db().select().from(stampedCopyChunks)).toHaveLength(4);
  });
});
