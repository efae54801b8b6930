import { describe, expect, it } from 'vitest';
import { subscribers } from '#server/db/schema.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { confirmedSubscribers } from './subscribers-admin-repository.ts';

describe.each(testDrivers)('the consent export batches on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('reads every confirmed subscriber once, newest first, across batches', async () => {
    // One statement: every row gets the same created_at, so only the id orders them.
    await database()
      .handle.db.insert(subscribers)
      .values(
        Array.from({ length: 7 }, (_, index) => ({
          email: `reader${index}@example.com`,
          status: index === 3 ? ('pending' as const) : ('confirmed' as const),
          confirmToken: `c${index}`,
          unsubscribeToken: `u${index}`,
        })),
      );
    for (const batchSize of [1, 2, 6, 1000]) {
      const emails: string[] = [];
      for await (const row of confirmedSubscribers(database().handle.db, batchSize))
        emails.push(row.email);
      expect(emails).toEqual([6, 5, 4, 2, 1, 0].map((index) => `reader${index}@example.com`));
    }
  });
});
