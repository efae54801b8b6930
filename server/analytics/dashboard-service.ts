import type { ServerContext } from '#server/context.ts';
import type { AnalyticsDashboard, AnalyticsPeriod } from '#shared/contracts/admin-analytics.ts';
import { analyticsTimings } from '#shared/contracts/analytics.ts';
import {
  dailyFigures,
  newestPageViews,
  periodBreakdown,
  periodTotals,
  sessionsActiveSince,
  type BreakdownEntry,
  type DayRange,
} from './dashboard-repository.ts';
import { dollars, revenueFigures, revenueOf } from '#server/revenue/revenue.ts';
import { utcDay } from './rollup-deltas.ts';

const dayMs = 86_400_000;
const listed = { topPages: 5, trafficSources: 5, recentActivity: 10 } as const;

/** The last `days` UTC days, today (by the server's clock) included. */
export function periodEndingToday(now: Date, days: number): DayRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * dayMs)), to: utcDay(now) };
}

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * The Analytics tab's figures for the period, every sum computed by the database from the
 * daily rollups (at most `days` rows per figure), active users and the newest page views from
 * their indexes.
 */
export async function analyticsDashboard(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  days: AnalyticsPeriod,
): Promise<AnalyticsDashboard> {
  const now = ctx.clock();
  const range = periodEndingToday(now, days);
  const [totals, daily, breakdown, activeUsers, recent] = await Promise.all([
    periodTotals(ctx.db, range),
    dailyFigures(ctx.db, range),
    periodBreakdown(ctx.db, range, { page: listed.topPages, source: listed.trafficSources }),
    sessionsActiveSince(ctx.db, new Date(now.getTime() - analyticsTimings.sessionTimeoutMs)),
    newestPageViews(ctx.db, listed.recentActivity),
  ]);
  const of = (dimension: BreakdownEntry['dimension']) =>
    breakdown.filter((entry) => entry.dimension === dimension);
  const { sessions } = totals;
  return {
    days,
    ...range,
    totalVisitors: sessions,
    uniqueVisitors: totals.uniqueVisitors,
    pageViews: totals.pageViews,
    viewsPerSession: share(totals.pageViews, sessions),
    bounceRate: share(totals.bouncedSessions, sessions),
    avgSessionSeconds: share(totals.durationSeconds, sessions),
    ...revenueFigures(revenueOf(totals.revenueCents, totals.refundedCents)),
    conversionRate: share(totals.convertedSessions, sessions),
    activeUsers,
    topPages: of('page').map((entry) => ({ path: entry.key, views: entry.count })),
    trafficSources: of('source').map((entry) => ({ source: entry.key, sessions: entry.count })),
    devices: of('device').map((entry) => ({ device: entry.key, views: entry.count })),
    recentActivity: recent.map((view) => ({
      path: view.path,
      at: view.at.toISOString(),
      device: view.device,
    })),
    daily: daily.map((day) => ({
      day: day.day,
      visitors: day.sessions,
      pageViews: day.pageViews,
      conversions: day.conversions,
      revenue: dollars(revenueOf(day.revenueCents, day.refundedCents).netCents),
    })),
    funnel: {
      sessions,
      viewedCheckout: totals.checkoutSessions,
      startedPayment: totals.paymentSessions,
      purchased: totals.convertedSessions,
    },
    revenueBySource: of('first_touch').map((entry) => ({
      source: entry.key,
      purchases: entry.count,
      revenue: dollars(entry.revenueCents),
    })),
  };
}
