import { and, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { analyticsSessions } from '#server/db/analytics-schema.ts';

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
