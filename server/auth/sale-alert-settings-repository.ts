import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { adminRoles } from '#shared/contracts/auth.ts';

export interface AlertRecipient {
  id: string;
  email: string;
  skipped: number;
}

/**
 * The admins who want sale alerts now (a current admin role, alerts on), their rows locked
 * until the transaction ends: two sales at once count each admin's alerts in turn, so the
 * hourly cap holds. Always locked in id order, so two such transactions never deadlock.
 */
export async function lockAlertRecipients(db: Database): Promise<AlertRecipient[]> {
  return db
    .select({ id: users.id, email: users.email, skipped: users.saleAlertsSkipped })
    .from(users)
    .where(and(inArray(users.role, [...adminRoles]), eq(users.saleAlerts, true)))
    .orderBy(asc(users.id))
    .for('update');
}

/** Sets how many events this admin has not been mailed since their last alert. */
export async function setSkippedAlerts(db: Database, userId: string, skipped: number) {
  await db.update(users).set({ saleAlertsSkipped: skipped }).where(eq(users.id, userId));
}

/** Whether this user gets sale alerts. */
export async function findSaleAlertsSetting(
  db: Database,
  userId: string,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ saleAlerts: users.saleAlerts })
    .from(users)
    .where(eq(users.id, userId));
  return row?.saleAlerts;
}

/** Turns this user's sale alerts on or off; a new choice starts with no skipped events. */
export async function setSaleAlerts(db: Database, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ saleAlerts: on, saleAlertsSkipped: 0 }).where(eq(users.id, userId));
}
