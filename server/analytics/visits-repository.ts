import { and, count, eq, gte, isNotNull, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import { analyticsSessions, analyticsVisitors } from '#server/db/analytics-schema.ts';

/**
 * What other server features read of the visits: sessions counted per window (the Overview,
 * the weekly report), and the query parts an order's own query joins to learn where it came
 * from. Only analytics writes SQL over its tables (decision 103); a caller joins these
 * subqueries by their columns. PostgreSQL pulls such a plain subquery up into the caller's
 * query, so the plan is the one a direct join would have.
 */

// Builds the parts without a connection: they run inside the caller's query.
const parts = new QueryBuilder();

/** From `from` (included) to `to` (excluded). */
export interface VisitWindow {
  from: Date;
  to: Date;
}

/**
 * Sessions started in each window, as Analytics counts visitors (on their start), in one pass
 * over analytics_sessions_started_at_idx from the earliest start. Raw sessions, not the daily
 * rollups, because a window may end at the current time of day.
 */
export async function sessionsIn(db: Database, windows: readonly VisitWindow[]): Promise<number[]> {
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

/**
 * The visit a checkout named (`orders.analytics_session_id`), joined on `sessionId`: its
 * source, utm medium and campaign, the page it landed on, and its visitor.
 */
export const orderVisits = parts
  .select({
    sessionId: analyticsSessions.id,
    visitorId: analyticsSessions.visitorId,
    source: analyticsSessions.source,
    medium: analyticsSessions.utmMedium,
    campaign: analyticsSessions.utmCampaign,
    landingPage: analyticsSessions.entryPage,
  })
  .from(analyticsSessions)
  .as('order_visit');

/** Each visitor's first-touch source, joined on `visitorId` (see `creditedVisitor`). */
export const visitorSources = parts
  .select({ visitorId: analyticsVisitors.id, firstSource: analyticsVisitors.firstSource })
  .from(analyticsVisitors)
  .as('visitor_source');

/**
 * The visitor an order's revenue is credited to, as the analytics rollup credits it: the
 * visitor of the order's visit (`orderVisits`, joined), else the visitor its checkout named.
 */
export function creditedVisitor(checkoutVisitorId: SQLWrapper): SQL {
  return sql`coalesce(${orderVisits.visitorId}, ${checkoutVisitorId})`;
}

/**
 * Sessions started since `from` from each US state (`region` as looked up at ingest), most
 * first: what Publishing orders the jurisdictions by. A session with no state found is left out.
 */
export async function sessionsPerUsState(
  db: Database,
  from: Date,
): Promise<Array<{ state: string; sessions: number }>> {
  const s = analyticsSessions;
  const sessions = count().mapWith(Number);
  const rows = await db
    .select({ state: s.region, sessions })
    .from(s)
    .where(and(gte(s.startedAt, from), eq(s.country, 'US'), isNotNull(s.region)))
    .groupBy(s.region);
  return rows.flatMap((row) => (row.state ? [{ state: row.state, sessions: row.sessions }] : []));
}
