import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedOrder } from '#tests/order-factory.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { allOrdersNewestFirst } from './admin-orders-repository.ts';

describe.each(testDrivers)('the orders export batches on %s', (driver) => {
  const database = useTestDatabase(driver);

  const exported = async (batchSize: number) => {
    const ids: string[] = [];
    for await (const order of allOrdersNewestFirst(database().handle.db, batchSize))
      ids.push(order.id);
    return ids;
  };

  it('reads every order once, newest first, across batches, even within one millisecond', async () => {
    const db = database().handle.db;
    // Microseconds apart, within one millisecond: a cursor cut to milliseconds would skip some.
    const times = ['.000100', '.000200', '.000300', '.000900', '.000900', '.000900', '.500000'];
    for (const [index, fraction] of times.entries()) {
      const order = await storedOrder(db, { id: `ord_t${index}` });
      await db.execute(
        sql`update orders set created_at = ${`2026-01-01 00:00:00${fraction}+00`}::timestamptz where id = ${order.id}`,
      );
    }
    await storedOrder(db, { id: 'ord_newest' });
    const expected = [
      'ord_newest',
      'ord_t6',
      'ord_t5',
      'ord_t4',
      'ord_t3',
      'ord_t2',
      'ord_t1',
      'ord_t0',
    ];
    for (const batchSize of [1, 2, 3, 8, 1000]) expect(await exported(batchSize)).toEqual(expected);
  });

  it('reads nothing from an empty table', async () => {
    expect(await exported(2)).toEqual([]);
  });
});
