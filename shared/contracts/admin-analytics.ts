import { z } from 'zod';
import { revenueFields } from './revenue.ts';

/** The periods the Analytics tab offers, in days; the first is the default. */
export const analyticsPeriods = [7, 14, 30, 90] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** `GET /api/admin/analytics?days=7|14|30|90`. */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 14, 30 or 90.' })
    .pipe(
      z.union(
        analyticsPeriods.map((days) => z.literal(days)),
        { error: 'days must be 7, 14, 30 or 90.' },
      ),
    )
    .default(analyticsPeriods[0]),
});

const count = z.number().int().min(0);
const fraction = z.number().min(0).max(1);
/** Money in dollars, to the cent. */
const dollars = z.number();
/** UTC calendar day, YYYY-MM-DD. */
const day = z.string();

/**
 * The Analytics tab's figures, computed on the server for the period: the UTC days from
 * `from` to `to` inclusive (the last `days` days, today included). Sessions count on the day
 * they started, page views and purchases on the day they happened.
 */
export const analyticsDashboardSchema = z.object({
  days: z.number().int(),
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
  /** Sessions that purchased / sessions. */
  conversionRate: fraction,
  /** Sessions whose latest event is at most 30 minutes old. */
  activeUsers: count,
  topPages: z.array(z.object({ path: z.string(), views: count })),
  trafficSources: z.array(z.object({ source: z.string(), sessions: count })),
  devices: z.array(z.object({ device: z.string(), views: count })),
  recentActivity: z.array(z.object({ path: z.string(), at: z.string(), device: z.string() })),
  /** `revenue`: the day's sales net of their refunds, as the Revenue card counts them. */
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
