import type { BreakdownEntry } from '#server/analytics/dashboard/dashboard-figures.ts';
import { rollupFigures } from '#server/analytics/dashboard/dashboard-repository.ts';
import { sessionsIn } from '#server/analytics/visits-repository.ts';
import type { Database } from '#server/db/database.ts';
import { compared } from '#server/overview/overview-periods.ts';
import { conversionRate, dollars } from '#server/revenue/revenue.ts';
import { salesIn, type Sales } from '#server/orders/orders.ts';
import { listedRows } from '#shared/contracts/admin-analytics.ts';
import type { OverviewFigure } from '#shared/contracts/admin-overview.ts';
import { reportWeeks } from './weekly-report-week.ts';

/** The report lists the top sources and pages, as many as the Analytics dashboard's cards. */
const dimensions = ['source', 'page'] as const;

export interface RankedFigure {
  key: string;
  /** Sessions (a source) or views (a page) this week, against the week before. */
  count: OverviewFigure;
}

export interface WeeklyFigures {
  /** The week's first and last day, YYYY-MM-DD (the seller's days). */
  days: { from: string; to: string };
  /** Paid orders (refunded ones included), as the Overview counts them. */
  sales: OverviewFigure;
  /** Dollars kept: gross less refunded. */
  netRevenue: OverviewFigure;
  /** Dollars given back of the week's sales. */
  refunds: OverviewFigure;
  visitors: OverviewFigure;
  /** Paid orders per visit, 0 to 1 (revenue.ts `conversionRate`). */
  conversionRate: OverviewFigure;
  topSources: RankedFigure[];
  topPages: RankedFigure[];
}

function ranked(
  current: BreakdownEntry[],
  previous: BreakdownEntry[],
  dimension: 'source' | 'page',
): RankedFigure[] {
  const before = new Map(
    previous.filter((entry) => entry.dimension === dimension).map((e) => [e.key, e.count]),
  );
  return current
    .filter((entry) => entry.dimension === dimension)
    .map((entry) => ({ key: entry.key, count: compared(entry.count, before.get(entry.key) ?? 0) }));
}

/**
 * The report's figures for the week from `weekStart` against the week before, read by the
 * queries the Overview (sales by `salesIn`, visitors by `sessionsIn`, conversion as paid orders
 * per visit) and the Analytics dashboard (top sources and pages from the rollups) use.
 */
export async function weeklyFigures(
  db: Database,
  weekStart: string,
  timeZone: string,
): Promise<WeeklyFigures> {
  const { current, previous } = reportWeeks(weekStart, timeZone);
  const windows = [current.window, previous.window];
  const rollups = rollupFigures(db);
  const [sales, visitors, topNow, before] = await Promise.all([
    salesIn(db, windows),
    sessionsIn(db, windows),
    rollups.breakdown(current.days, dimensions, listedRows),
    // Every key of last week, so each listed one finds its previous count.
    rollups.breakdown(previous.days, dimensions, null),
  ]);
  const [now, then] = sales as [Sales, Sales];
  const [visitorsNow = 0, visitorsThen = 0] = visitors;
  return {
    days: current.days,
    sales: compared(now.paidOrders, then.paidOrders),
    netRevenue: compared(dollars(now.netCents), dollars(then.netCents)),
    refunds: compared(dollars(now.refundedCents), dollars(then.refundedCents)),
    visitors: compared(visitorsNow, visitorsThen),
    conversionRate: compared(
      conversionRate(now.paidOrders, visitorsNow),
      conversionRate(then.paidOrders, visitorsThen),
    ),
    topSources: ranked(topNow, before, 'source'),
    topPages: ranked(topNow, before, 'page'),
  };
}
