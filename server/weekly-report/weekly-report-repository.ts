import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { weeklyReportReaders } from '#server/auth/weekly-report-settings-repository.ts';
import { insertMailRows } from '#server/mail/outbox-repository.ts';
import { recordNewSends } from '#server/mail-automations/automation-sends-repository.ts';

/** The automation's name in automation_sends and the outbox's mail kind. */
export const weeklyReportKind = 'weekly-report';

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
  const [row] = await selectRows<{ queued: number }>(
    tx,
    sql`with readers as (
        ${weeklyReportReaders()}
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
