import { and, eq } from 'drizzle-orm';
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

/** Marks an open session paid; undefined when it was not open (paid already, or expired). */
export async function markTestSessionPaid(
  db: Database,
  id: string,
): Promise<TestSession | undefined> {
  const [row] = await db
    .update(testPaymentSessions)
    .set({ status: 'complete', paidAt: new Date() })
    .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, 'open')))
    .returning();
  return row;
}
