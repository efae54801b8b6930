import type { ServerContext } from '#server/context.ts';
import type { BreakdownDimension } from '#server/db/analytics-schema.ts';
import { conversionRate, dollars, revenueFigures, revenueOf } from '#server/revenue/revenue.ts';
import {
  analyticsBreakdownCardIds,
  analyticsBreakdownCards,
  analyticsFilterDimensions,
  goalKeys,
  listedRows,
  type AnalyticsBreakdownCard,
  type AnalyticsDashboard,
  type AnalyticsExportCard,
  type AnalyticsFilters,
  type AnalyticsHeadline,
  type AnalyticsQuery,
} from '#shared/contracts/admin-analytics.ts';
import { analyticsTimings } from '#shared/contracts/analytics.ts';
import type {
  BreakdownEntry,
  BreakdownLimit,
  DashboardFigures,
  DayFigures,
  DayRange,
  PeriodTotals,
} from './dashboard-figures.ts';
import { periodRanges } from './dashboard-periods.ts';
import { rollupFigures } from './dashboard-repository.ts';
import { filteredFigures } from './filtered-dashboard-repository.ts';
import type { TimeZoneSource } from '#server/site-settings/site-settings.ts';

type DashboardContext = Pick<ServerContext, 'db' | 'clock'> & { settings: TimeZoneSource };

const recentActivityRows = 10;
const cardDimensions = analyticsBreakdownCardIds.map(
  (card) => analyticsBreakdownCards[card].filter,
);

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
/** Byte order for the ASCII keys goals have, as collate "C" ranks the cards. */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The filters the query sets; none means the rollups answer. */
function filtersOf(query: AnalyticsFilters): AnalyticsFilters {
  return Object.fromEntries(
    analyticsFilterDimensions.flatMap((dimension) => {
      const value = query[dimension];
      return value === undefined ? [] : [[dimension, value]];
    }),
  );
}

function figuresFor(ctx: DashboardContext, filters: AnalyticsFilters): DashboardFigures {
  return Object.keys(filters).length > 0
    ? filteredFigures(ctx.db, filters, ctx.settings.current().timeZone)
    : rollupFigures(ctx.db);
}

function headline(range: DayRange, totals: PeriodTotals): AnalyticsHeadline {
  const { sessions } = totals;
  return {
    ...range,
    totalVisitors: sessions,
    uniqueVisitors: totals.uniqueVisitors,
    pageViews: totals.pageViews,
    viewsPerSession: share(totals.pageViews, sessions),
    bounceRate: share(totals.bouncedSessions, sessions),
    avgSessionSeconds: share(totals.durationSeconds, sessions),
    ...revenueFigures(revenueOf(totals.revenueCents, totals.refundedCents)),
    purchases: totals.conversions,
    conversionRate: conversionRate(totals.conversions, sessions),
  };
}

const rankedRows = (entries: BreakdownEntry[], dimension: BreakdownDimension) =>
  entries
    .filter((entry) => entry.dimension === dimension)
    .map((entry) => ({ key: entry.key, count: entry.count }));

/**
 * The goals the period's sessions reached, most first: the tracked ones from the 'goal'
 * breakdown, a started checkout and a purchase from the session flags the funnel counts.
 */
function goalRows(entries: BreakdownEntry[], totals: PeriodTotals): AnalyticsDashboard['goals'] {
  const counted = [
    ...rankedRows(entries, 'goal'),
    { key: goalKeys.beginCheckout, count: totals.paymentSessions },
    { key: goalKeys.purchase, count: totals.convertedSessions },
  ];
  return counted
    .filter((goal) => goal.count > 0)
    .sort((a, b) => b.count - a.count || byKey(a.key, b.key))
    .map((goal) => ({
      goal: goal.key,
      sessions: goal.count,
      rate: share(goal.count, totals.sessions),
    }));
}

const revenueBySource = (entries: BreakdownEntry[]): AnalyticsDashboard['revenueBySource'] =>
  entries
    .filter((entry) => entry.dimension === 'first_touch')
    .map((entry) => ({
      source: entry.key,
      purchases: entry.count,
      revenue: dollars(entry.revenueCents),
    }));

const dailyRows = (days: DayFigures[]): AnalyticsDashboard['daily'] =>
  days.map((day) => ({
    day: day.day,
    visitors: day.sessions,
    pageViews: day.pageViews,
    conversions: day.conversions,
    revenue: dollars(revenueOf(day.revenueCents, day.refundedCents).netCents),
  }));

/**
 * The Analytics tab's figures for the period and its filters, compared with the period just
 * before: from the rollups when nothing is filtered, from the selected sessions when
 * something is. The reads run concurrently.
 */
export async function analyticsDashboard(
  ctx: DashboardContext,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  const now = ctx.clock();
  const { current, previous } = periodRanges(now, query.period, ctx.settings.current().timeZone);
  const filters = filtersOf(query);
  const figures = figuresFor(ctx, filters);
  const [totals, before, daily, cards, whole, activeUsers, recent] = await Promise.all([
    figures.totals(current),
    figures.totals(previous),
    figures.daily(current),
    figures.breakdown(current, cardDimensions, listedRows),
    // Goals and revenue by source are listed whole.
    figures.breakdown(current, ['goal', 'first_touch'], null),
    figures.activeSince(new Date(now.getTime() - analyticsTimings.sessionTimeoutMs)),
    figures.newestPageViews(recentActivityRows),
  ]);
  return {
    ...headline(current, totals),
    period: query.period,
    filters,
    previous: headline(previous, before),
    activeUsers,
    breakdowns: Object.fromEntries(
      analyticsBreakdownCardIds.map((card) => [
        card,
        rankedRows(cards, analyticsBreakdownCards[card].filter),
      ]),
    ) as Record<AnalyticsBreakdownCard, AnalyticsDashboard['breakdowns'][AnalyticsBreakdownCard]>,
    goals: goalRows(whole, totals),
    recentActivity: recent.map((view) => ({
      path: view.path,
      at: view.at.toISOString(),
      device: view.device,
    })),
    daily: dailyRows(daily),
    funnel: {
      sessions: totals.sessions,
      viewedCheckout: totals.checkoutSessions,
      startedPayment: totals.paymentSessions,
      purchased: totals.convertedSessions,
    },
    revenueBySource: revenueBySource(whole),
  };
}

/** One card's every row, as its CSV lists them, with the period they cover. */
export type AnalyticsExportRows = DayRange &
  (
    | { card: AnalyticsBreakdownCard; rows: AnalyticsDashboard['breakdowns']['pages'] }
    | { card: 'goals'; rows: AnalyticsDashboard['goals'] }
    | { card: 'revenueBySource'; rows: AnalyticsDashboard['revenueBySource'] }
    | { card: 'daily'; rows: AnalyticsDashboard['daily'] }
  );

const everyRow: BreakdownLimit = null;

/**
 * A card's full list for the period and its filters, ranked as the dashboard ranks it, so the
 * CSV's first rows are the card's rows.
 */
export async function analyticsExportRows(
  ctx: DashboardContext,
  query: AnalyticsQuery & { card: AnalyticsExportCard },
): Promise<AnalyticsExportRows> {
  const range = periodRanges(ctx.clock(), query.period, ctx.settings.current().timeZone).current;
  const figures = figuresFor(ctx, filtersOf(query));
  const { card } = query;
  switch (card) {
    case 'daily':
      return { ...range, card, rows: dailyRows(await figures.daily(range)) };
    case 'revenueBySource':
      return {
        ...range,
        card,
        rows: revenueBySource(await figures.breakdown(range, ['first_touch'], everyRow)),
      };
    case 'goals': {
      const [totals, goals] = await Promise.all([
        figures.totals(range),
        figures.breakdown(range, ['goal'], everyRow),
      ]);
      return { ...range, card, rows: goalRows(goals, totals) };
    }
    default: {
      const { filter } = analyticsBreakdownCards[card];
      return {
        ...range,
        card,
        rows: rankedRows(await figures.breakdown(range, [filter], everyRow), filter),
      };
    }
  }
}
