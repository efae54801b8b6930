import { z } from 'zod';
import { analyticsLimits } from './analytics-constants.ts';
import { isAnalyticsLabel } from './analytics-labels.ts';
import { revenueFields } from './revenue.ts';

/**
 * The periods the Analytics tab offers, as the address and the API spell them: today,
 * yesterday, or the last N days with today; the default is 7 days. Each is compared with the
 * period of the same length just before it.
 */
export const analyticsPeriods = ['today', 'yesterday', '7', '14', '30', '90'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const defaultAnalyticsPeriod: AnalyticsPeriod = '7';

/**
 * What a click on a card's row filters the whole dashboard by, and the query parameter that
 * carries it (`?source=Google&country=US`). A filter selects sessions: those started in the
 * period whose value matches; `page` selects sessions that viewed the page.
 */
export const analyticsFilterDimensions = [
  'page',
  'entry',
  'exit',
  'source',
  'medium',
  'campaign',
  'device',
  'browser',
  'os',
  'country',
  'region',
] as const;
export type AnalyticsFilterDimension = (typeof analyticsFilterDimensions)[number];
export type AnalyticsFilters = Partial<Record<AnalyticsFilterDimension, string>>;

const periodMessage = 'period must be today, yesterday, 7, 14, 30 or 90.';
const filterValue = z
  .string()
  .min(1, 'Give a value to filter by.')
  .max(analyticsLimits.path, `Use at most ${analyticsLimits.path} characters.`)
  .refine((value) => isAnalyticsLabel(value, analyticsLimits.path), 'is not a value to filter by.');

export const analyticsFiltersSchema = z.object(
  Object.fromEntries(
    analyticsFilterDimensions.map((dimension) => [dimension, filterValue.optional()]),
  ) as Record<AnalyticsFilterDimension, z.ZodOptional<typeof filterValue>>,
);

/** `GET /api/admin/analytics?period=7&source=Google`: the period and any filters. */
export const analyticsQuerySchema = analyticsFiltersSchema.extend({
  period: z.enum(analyticsPeriods, { error: periodMessage }).default(defaultAnalyticsPeriod),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/**
 * The ranked cards: each lists keys by count, most first (then the key in byte order), and a
 * click on a row filters the dashboard by `filter`. `counts` says what is counted: page views
 * (on the day they happened) or sessions (on the day they started).
 */
export const analyticsBreakdownCards = {
  pages: { filter: 'page', counts: 'views' },
  entryPages: { filter: 'entry', counts: 'sessions' },
  exitPages: { filter: 'exit', counts: 'sessions' },
  sources: { filter: 'source', counts: 'sessions' },
  mediums: { filter: 'medium', counts: 'sessions' },
  campaigns: { filter: 'campaign', counts: 'sessions' },
  devices: { filter: 'device', counts: 'views' },
  browsers: { filter: 'browser', counts: 'sessions' },
  operatingSystems: { filter: 'os', counts: 'sessions' },
  countries: { filter: 'country', counts: 'sessions' },
  regions: { filter: 'region', counts: 'sessions' },
} as const satisfies Record<
  string,
  { filter: AnalyticsFilterDimension; counts: 'views' | 'sessions' }
>;
export type AnalyticsBreakdownCard = keyof typeof analyticsBreakdownCards;
export const analyticsBreakdownCardIds = Object.keys(
  analyticsBreakdownCards,
) as AnalyticsBreakdownCard[];

/** Rows a ranked card lists; its CSV has every row. */
export const listedRows = 5;

/** Cards with a CSV export: every ranked card, the goals, revenue by source and the daily figures. */
export const analyticsExportCards = [
  ...analyticsBreakdownCardIds,
  'goals',
  'revenueBySource',
  'daily',
] as const;
export type AnalyticsExportCard = (typeof analyticsExportCards)[number];

/** `GET /api/admin/analytics/export?card=sources&period=30&source=Google`: one card as CSV. */
export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  card: z.enum(analyticsExportCards, { error: 'card is not a card of the dashboard.' }),
});

const count = z.number().int().min(0);
const fraction = z.number().min(0).max(1);
/** Money in dollars, to the cent. */
const dollars = z.number();
/** UTC calendar day, YYYY-MM-DD. */
const day = z.string();

/**
 * The figures every period has, the compared one included. Sessions count on the day they
 * started, page views and purchases on the day they happened; with a filter, only the
 * selected sessions and what they did count.
 */
export const analyticsHeadlineSchema = z.object({
  /** The period's first and last UTC day, both included. */
  from: day,
  to: day,
  /** Sessions started in the period. */
  totalVisitors: count,
  /** Distinct visitors among them. */
  uniqueVisitors: count,
  pageViews: count,
  /** pageViews / totalVisitors (0 without sessions). */
  viewsPerSession: z.number().min(0),
  /** Bounced sessions / sessions. */
  bounceRate: fraction,
  /** Total session duration / sessions, in seconds. */
  avgSessionSeconds: z.number().min(0),
  /** Money taken for purchases completed in the period, net of their refunds (shared/contracts/revenue.ts). */
  ...revenueFields,
  /** Paid orders completed in the period, refunded since or not (with a filter: the selected visits'). */
  purchases: count,
  /**
   * Purchases / sessions (server/revenue/revenue.ts `conversionRate`, as the Overview). Above 1
   * only when buyers the tracker never saw outnumber the visits.
   */
  conversionRate: z.number().min(0),
});
export type AnalyticsHeadline = z.infer<typeof analyticsHeadlineSchema>;

const rankedRow = z.object({ key: z.string(), count });

/**
 * A goal a session reached: `cta:<location>` (a call to action clicked there),
 * `scroll:<percent>` (scrolled that far on some page), `engaged`, `deeply_engaged`,
 * `video_play`, `begin_checkout` (a checkout started an order) and `purchase`.
 */
export const goalKeys = {
  cta: 'cta:',
  scroll: 'scroll:',
  engaged: 'engaged',
  deeplyEngaged: 'deeply_engaged',
  videoPlay: 'video_play',
  beginCheckout: 'begin_checkout',
  purchase: 'purchase',
} as const;

/**
 * The Analytics tab's figures, computed on the server for the period and its filters.
 * Active users and recent activity are the last 30 minutes and the newest views, filtered
 * but not bounded by the period.
 */
export const analyticsDashboardSchema = analyticsHeadlineSchema.extend({
  period: z.enum(analyticsPeriods),
  filters: analyticsFiltersSchema,
  /** The same figures for the period of the same length just before. */
  previous: analyticsHeadlineSchema,
  /** Sessions whose latest event is at most 30 minutes old. */
  activeUsers: count,
  /** Each ranked card's first `listedRows` rows. */
  breakdowns: z.object(
    Object.fromEntries(
      analyticsBreakdownCardIds.map((card) => [card, z.array(rankedRow)]),
    ) as Record<AnalyticsBreakdownCard, z.ZodArray<typeof rankedRow>>,
  ),
  /** Sessions that reached each goal, most first; `rate` is against totalVisitors. */
  goals: z.array(z.object({ goal: z.string(), sessions: count, rate: fraction })),
  recentActivity: z.array(z.object({ path: z.string(), at: z.string(), device: z.string() })),
  /** One row per day of the period, days without visits as zeros. `revenue`: net, as the Revenue card. */
  daily: z.array(
    z.object({ day, visitors: count, pageViews: count, conversions: count, revenue: dollars }),
  ),
  funnel: z.object({
    sessions: count,
    viewedCheckout: count,
    startedPayment: count,
    purchased: count,
  }),
  /** Kept purchases and net revenue by the buyer's first-touch source, most revenue first. */
  revenueBySource: z.array(z.object({ source: z.string(), purchases: count, revenue: dollars })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
