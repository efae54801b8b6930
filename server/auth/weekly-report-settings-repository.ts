import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { adminSections } from '#shared/admin-sections.ts';

/** Who may receive the weekly figures: the roles that may open the Overview they summarise. */
const readers = adminSections.overview.access;

/** Whether this user gets the weekly report; undefined for no such user. */
export async function findWeeklyReportSetting(
  db: Database,
  userId: string,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ weeklyReport: users.weeklyReport })
    .from(users)
    .where(eq(users.id, userId));
  return row?.weeklyReport;
}

export async function setWeeklyReport(db: Database, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ weeklyReport: on }).where(eq(users.id, userId));
}

/** The report's reader, while they may still read it: an owner with the report on. */
export async function findReportReader(
  db: Database,
  userId: string,
): Promise<{ email: string } | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.weeklyReport, true), inArray(users.role, [...readers])),
    );
  return row;
}

/**
 * A query part for the weekly report's queue: the id and e-mail of every reader with the
 * report on, as a select the report's statement names in its `with`.
 */
export function weeklyReportReaders(): SQL {
  const roles = sql.join(
    readers.map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`select ${users.id} as id, ${users.email} as email from ${users}
        where ${users.weeklyReport} and ${users.role} in (${roles})`;
}
