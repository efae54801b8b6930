import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { testPaymentSessions } from '#server/db/schema.ts';

/** The test provider's payment pages of an erased buyer carry their anonymous address. */
export async function eraseTestPaymentBuyer(
  db: Database,
  person: { email: string; anonymous: string; orderIds: readonly string[] },
): Promise<number> {
  const erased = await db
    .update(testPaymentSessions)
    .set({ customerEmail: person.anonymous })
    .where(
      or(
        eq(sql`lower(${testPaymentSessions.customerEmail})`, person.email.toLowerCase()),
        person.orderIds.length === 0
          ? undefined
          : inArray(testPaymentSessions.orderId, [...person.orderIds]),
      ),
    )
    .returning({ id: testPaymentSessions.id });
  return erased.length;
}
