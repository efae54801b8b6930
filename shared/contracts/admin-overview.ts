import { z } from 'zod';
import { adminOrderRowSchema } from './admin.ts';
import { reviewDueSchema } from './publishing-oversight.ts';
import { revenueFields, taxFields } from './revenue.ts';

/**
 * The Overview's periods, by the seller's days (shared/time-zone.ts) as Analytics counts them. Today and the last 7
 * days are compared with the same stretch of time one period earlier, up to the same time of
 * day (today until now against yesterday until this time), so a morning is not measured
 * against a whole day; yesterday is compared with the whole day before.
 */
export const overviewPeriodIds = ['today', 'yesterday', 'last7Days'] as const;
export type OverviewPeriodId = (typeof overviewPeriodIds)[number];

const count = z.number().int().min(0);

/** A figure, the same figure one period earlier, and the relative change (null from zero). */
export const overviewFigureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  /** (value - previous) / previous: 0.12 is +12%; null when previous is 0. */
  change: z.number().nullable(),
});
export type OverviewFigure = z.infer<typeof overviewFigureSchema>;

export const overviewPeriodSchema = z.object({
  id: z.enum(overviewPeriodIds),
  /** The moments the period covers, ISO, `to` excluded. */
  from: z.string(),
  to: z.string(),
  /** Orders paid in the period, refunded since or not (server/revenue/revenue.ts). */
  orders: overviewFigureSchema,
  /** How many of them were refunded since. */
  refundedOrders: count,
  /** Net revenue in dollars, with its gross and refunds beside it (the period's own). */
  revenue: overviewFigureSchema,
  grossRevenue: revenueFields.grossRevenue,
  refundedRevenue: revenueFields.refundedRevenue,
  /** The sales tax collected with the period's orders, net of refunds: beside, never in, revenue. */
  tax: taxFields.tax,
  /** Sessions started in the period, as Analytics' Total Visitors. */
  visitors: overviewFigureSchema,
  /** Paid orders / visits (0 without visits): server/revenue/revenue.ts `conversionRate`. */
  conversionRate: overviewFigureSchema,
});
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const overviewMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  name: z.string(),
  email: z.string(),
});

export const overviewFailedMailSchema = z.object({
  id: z.number().int(),
  /** The outbox's kind ('order-delivery'...); the back office names it. */
  kind: z.string(),
  recipient: z.string(),
  /** When it was queued. */
  createdAt: z.string(),
  attempts: count,
  lastError: z.string().nullable(),
});
export type OverviewFailedMail = z.infer<typeof overviewFailedMailSchema>;

/** `GET /api/admin/overview` (owners): the shop at a glance. */
export const adminOverviewSchema = z.object({
  /** The seller's zone the periods' days are counted in, and today's date there. */
  timeZone: z.string(),
  today: z.string(),
  periods: z.array(overviewPeriodSchema),
  newestOrders: z.array(adminOrderRowSchema),
  messages: z.object({ unhandled: count, newest: z.array(overviewMessageSchema) }),
  failedMail: z.object({ total: count, newest: z.array(overviewFailedMailSchema) }),
  /** Published pages whose sources are older than the review interval, most overdue first. */
  reviewDue: z.array(reviewDueSchema),
  /** The newest backup that succeeded: when it finished and its file's size. */
  lastBackup: z.object({ at: z.string(), bytes: z.number() }).nullable(),
  /** No backup succeeded in `backupOverdueHours` (shared/contracts/system.ts), counted from the shop's start. */
  backupOverdue: z.boolean(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
