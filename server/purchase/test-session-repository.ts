import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { testPaymentSessions } from '#server/db/schema.ts';

export type TestSession = typeof testPaymentSessions.$inferSelect;

export type NewTestSession = typeof testPaymentSessions.$inferInsert;

export async function insertTestSession(db: Database, session: NewTestSession): Promise<void> {
  await db.insert(testPaymentSessions).values(session);
}

export async function findTestSession(db: Database, id: string): Promise<TestSession | undefined> {
  const [row] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
  return row;
}

/** Closes an open session's page, as Stripe's expire; a paid one stays paid. */
export async function markTestSessionExpired(db: Database, id: string): Promise<void> {
  await db
    .update(testPaymentSessions)
    .set({ status: 'expired' })
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, 'open')));
}

/**
 * Marks a session paid at `now` if it is open and not past its expiry; undefined otherwise
 * (paid already, or expired).
 */
export async function markTestSessionPaid(
  db: Database,
  id: string,
  now: Date,
): Promise<TestSession | undefined> {
  const [row] = await db
    .update(testPaymentSessions)
    .set({ status: 'complete', paidAt: now })
    .where(
      and(
        eq(testPaymentSessions.id, id),
        eq(testPaymentSessions.status, 'open'),
        or(isNull(testPaymentSessions.expiresAt), gt(testPaymentSessions.expiresAt, now)),
      ),
    )
    .returning();
  return row;
}
