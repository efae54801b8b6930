import { and, eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { users } from '#server/db/schema.ts';
import { insertMailRows } from '#server/mail/outbox-repository.ts';
import { recordNewSends } from '#server/mail-automations/automation-sends-repository.ts';
import { adminSections } from '#shared/admin-sections.ts';

/** The automation's name in automation_sends and the outbox's mail kind. */
export const weeklyReportKind = 'weekly-report';

/** Who may receive the figures: the roles that may open the Overview they summarise. */
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
 * Queues the report of the week from `weekStart` (YYYY-MM-DD) to every reader with it on, in
 * one statement: each one's automation_sends row and mail together, so a reader already
 * recorded for that week (a later hour, another instance) gets nothing more. Answers how many.
 */
export async function insertWeeklyReports(
  tx: Database,
  weekStart: string,
  timeZone: string,
): Promise<number> {
  const roles = sql.join(
    readers.map((role) => sql`${role}`),
    sql`, `,
  );
  const [row] = await selectRows<{ queued: number }>(
    tx,
    sql`with readers as (
        select ${users.id} as id, ${users.email} as email from ${users}
        where ${users.weeklyReport} and ${users.role} in (${roles})
      ),
      recorded as (
        ${recordNewSends(sql`select ${weeklyReportKind}, ${weekStart}, id from readers`)}
      ),
      queued as (
        ${insertMailRows(
          ['kind', 'recipient', 'payload'],
          sql`select ${weeklyReportKind}, readers.email,
          jsonb_build_object('userId', readers.id, 'weekStart', ${weekStart}::text,
            'timeZone', ${timeZone}::text)
        from readers join recorded on recorded.target = readers.id`,
        )}
        returning 1
      )
      select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}
