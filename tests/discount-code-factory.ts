import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { discountCodes } from '#server/db/schema.ts';

export type TestDiscountCode = typeof discountCodes.$inferInsert;

/**
 * A discount code as a test needs it, written straight to the table: 15 % off, always
 * valid, unlimited, active, unless told otherwise.
 */
export async function storedDiscountCode(
  db: Database,
  overrides: Partial<TestDiscountCode> = {},
): Promise<typeof discountCodes.$inferSelect> {
  const [code] = await db
    .insert(discountCodes)
    .values({
      id: randomUUID(),
      code: 'FALL15',
      kind: 'percent',
      amount: 15,
      ...overrides,
    })
    .returning();
  if (!code) throw new Error('the test discount code was not stored');
  return code;
}
