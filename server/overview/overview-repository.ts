import { and, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { analyticsSessions } from '#server/db/analytics-schema.ts';
import { contactMessages, outbox } from '#server/db/schema.ts';

/** From `from` (included) to `to` (excluded). */
export interface Window {
  from: Date;
  to: Date;
}

/**
 * Sessions started in each window, as Analytics counts visitors (on their start), in one pass
 * over analytics_sessions_started_at_idx from the earliest start. Raw sessions, not the daily
 * rollups, because a window may end at the current time of day.
 */
export async function sessionsIn(db: Database, windows: readonly Window[]): Promise<number[]> {
  const s = analyticsSessions;
  const earliest = new Date(Math.min(...windows.map((window) => window.from.getTime())));
  const columns = Object.fromEntries(
    windows.map((window, index) => [
      `w${index}`,
      sql`count(*) filter (where ${and(gte(s.startedAt, window.from), lt(s.startedAt, window.to))})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db.select(columns).from(s).where(gte(s.startedAt, earliest));
  return windows.map((_, index) => row?.[`w${index}`] ?? 0);
}

const unhandled = isNull(contactMessages.handledAt);

/** Messages nobody marked handled: how many, and the newest (index contact_messages_unhandled_idx). */
export async function unhandledMessages(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<typeof contactMessages.$inferSelect, 'id' | 'createdAt' | 'name' | 'email'>[];
}> {
  const m = contactMessages;
  const [total, newest] = await Promise.all([
    db.$count(m, unhandled),
    db
      .select({ id: m.id, createdAt: m.createdAt, name: m.name, email: m.email })
      .from(m)
      .where(unhandled)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(limit),
  ]);
  return { total, newest };
}

const failed = eq(outbox.status, 'failed');

/** Mail that failed for good: how many, and the newest (index outbox_failed_idx). */
export async function failedMail(
  db: Database,
  limit: number,
): Promise<{
  total: number;
  newest: Pick<
    typeof outbox.$inferSelect,
    'id' | 'kind' | 'recipient' | 'createdAt' | 'attempts' | 'lastError'
  >[];
}> {
  const [total, newest] = await Promise.all([
    db.$count(outbox, failed),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        recipient: outbox.recipient,
        createdAt: outbox.createdAt,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(failed)
      .orderBy(desc(outbox.id))
      .limit(limit),
  ]);
  return { total, newest };
}
