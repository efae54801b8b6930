/**
 * First-party analytics: the raw rows the tracker's events become, and the rollups the
 * dashboard reads. Rollups are kept up to date in the same transaction that writes the raw
 * rows (server/analytics/storage/analytics-store.ts), so a figure read from them equals the figure
 * computed from the raw rows, and reading a 90-day period touches at most a few thousand
 * small rows whatever the traffic. Days are UTC calendar days. No IP address is stored here.
 */
import { sql } from 'drizzle-orm';
import { analyticsFilterDimensions } from '#shared/contracts/admin-analytics.ts';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * One visit: the browser's session id, started by its first page view (server time) and
 * ended by its latest event. Flags and sums change as events arrive; the rollups follow.
 */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    id: text('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    startedAt: at('started_at').notNull(),
    /** The latest event of the session: "active in the last 30 minutes" reads it. */
    endedAt: at('ended_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /**
     * A visit that did nothing: one page view, under 30 seconds, no purchase; decided by the
     * server (server/analytics/storage/analytics-store.ts `bounced`).
     */
    isBounce: boolean('is_bounce').notNull().default(true),
    pageViews: integer('page_views').notNull().default(0),
    entryPage: text('entry_page').notNull(),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /**
     * utm_source, else the referring site's name (Google, Facebook…) or host, else 'Direct'
     * (shared/traffic-sources.ts): the traffic source the dashboard groups by.
     */
    source: text('source').notNull(),
    /**
     * utm_medium, else the class of the source: organic, social, referral or (none)
     * (shared/traffic-sources.ts `trafficMedium`): what the Medium card and filter group by.
     * Null for sessions stored before it was derived.
     */
    medium: text('medium'),
    deviceType: text('device_type').notNull(),
    browser: text('browser'),
    os: text('os'),
    viewedCheckout: boolean('viewed_checkout').notNull().default(false),
    /** An order was started with this session's id (the checkout passed it). */
    startedPayment: boolean('started_payment').notNull().default(false),
    /** An order started in this session was paid. */
    converted: boolean('converted').notNull().default(false),
    /** ISO 3166-1 alpha-2 country, and the US state's two-letter code, looked up at ingest. */
    country: text('country'),
    region: text('region'),
    /** Every page viewed, in order: the entry page first, the exit page last. */
    pages: text('pages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The goals reached (shared/contracts/admin-analytics.ts `goalKeys`), each once. */
    goals: text('goals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    // Active users: sessions whose latest event is recent.
    index('analytics_sessions_ended_at_idx').on(table.endedAt.desc().nullsFirst()),
    // Retention and the raw-row checks by period.
    index('analytics_sessions_started_at_idx').on(table.startedAt),
  ],
);

export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: at('created_at').notNull(),
    pagePath: text('page_path').notNull(),
    referrer: text('referrer'),
    deviceType: text('device_type').notNull(),
    browser: text('browser'),
    os: text('os'),
  },
  (table) => [
    // Recent activity (newest first) and retention.
    index('analytics_page_views_created_at_idx').on(table.createdAt.desc().nullsFirst()),
  ],
);

/** Everything else the tracker reports: scroll depth, engagement, exits, CTA clicks, video plays. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id').notNull(),
    visitorId: text('visitor_id'),
    createdAt: at('created_at').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    label: text('label'),
    value: doublePrecision('value'),
    pagePath: text('page_path'),
    /** The event's own fields: cta_location, cta_type, scroll_percentage, video_id. */
    detail: jsonb('detail').$type<Record<string, string | number>>(),
  },
  (table) => [index('analytics_events_created_at_idx').on(table.createdAt)],
);

export const conversionTypes = ['begin_checkout', 'purchase', 'refund'] as const;
export type ConversionType = (typeof conversionTypes)[number];

/**
 * Written by the server in the order's own transaction: 'begin_checkout' when a checkout
 * starts an order, 'purchase' when it completes, with the amount actually paid, and 'refund'
 * when a paid order is refunded: the purchase's amount and moment again, so the refund counts
 * against the sale's day (server/revenue/revenue.ts). The analytics flush rolls each one up
 * once (`rolledUpAt`), so checkout never waits for analytics.
 */
export const analyticsConversions = pgTable(
  'analytics_conversions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id').notNull(),
    conversionType: text('conversion_type', { enum: conversionTypes }).notNull(),
    sessionId: text('session_id'),
    visitorId: text('visitor_id'),
    createdAt: at('created_at').notNull(),
    revenueCents: integer('revenue_cents').notNull().default(0),
    /** Set when rolled up: the visitor's first session's source, and this session's. */
    firstTouchSource: text('first_touch_source'),
    lastTouchSource: text('last_touch_source'),
    rolledUpAt: at('rolled_up_at'),
  },
  (table) => [
    uniqueIndex('analytics_conversions_order_type_key').on(table.orderId, table.conversionType),
    index('analytics_conversions_session_id_idx').on(table.sessionId),
    index('analytics_conversions_created_at_idx').on(table.createdAt),
    // The flush's queue: conversions not rolled up yet.
    index('analytics_conversions_pending_idx')
      .on(table.id)
      .where(sql`${table.rolledUpAt} is null`),
  ],
);

/**
 * One row per visitor ever seen, kept when raw rows are pruned: the first-touch source, and
 * the UTC day of the visitor's latest session, which makes "unique visitors since day D"
 * a sum of per-day counts (the period always ends today).
 */
export const analyticsVisitors = pgTable('analytics_visitors', {
  id: text('id').primaryKey(),
  firstSeenAt: at('first_seen_at').notNull(),
  firstSource: text('first_source').notNull(),
  lastSeenDay: day('last_seen_day').notNull(),
});

/** Per UTC day: the sums every dashboard figure is made of. Sessions count on their start day. */
export const analyticsDaily = pgTable('analytics_daily', {
  day: day('day').primaryKey(),
  sessions: integer('sessions').notNull().default(0),
  bouncedSessions: integer('bounced_sessions').notNull().default(0),
  durationSeconds: bigint('duration_seconds', { mode: 'number' }).notNull().default(0),
  pageViews: integer('page_views').notNull().default(0),
  checkoutSessions: integer('checkout_sessions').notNull().default(0),
  paymentSessions: integer('payment_sessions').notNull().default(0),
  convertedSessions: integer('converted_sessions').notNull().default(0),
  /** Purchases completed that day and the money taken, in cents. */
  conversions: integer('conversions').notNull().default(0),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  /** The part of that day's sales refunded since, on the sale's day (server/revenue/). */
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
});

/** The `previousDay` of a visitor's first day. */
export const firstVisitDay = '0001-01-01';

/**
 * Per UTC day a visitor started a session, and the visitor's previous such day: the distinct
 * visitors of any period [from, to] are the sum over its days of the rows whose previous day
 * is before `from`, so a compared period needs no raw rows.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    day: day('day').notNull(),
    previousDay: day('previous_day').notNull(),
    visitors: integer('visitors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.previousDay] })],
);

export const breakdownDimensions = [...analyticsFilterDimensions, 'goal', 'first_touch'] as const;
export type BreakdownDimension = (typeof breakdownDimensions)[number];

/**
 * Per UTC day and value of a dimension: page views by path ('page') and by device type
 * ('device'); sessions, on their start day, by entry and exit page, traffic source, medium
 * (utm_medium or the source's class) and utm campaign, browser, OS, country, US state and goal reached (a session without a value
 * is not counted in that dimension); purchases and revenue by the buyer's first-touch source
 * ('first_touch'; net of refunds: a refund takes its purchase back out).
 */
export const analyticsDailyBreakdown = pgTable(
  'analytics_daily_breakdown',
  {
    dimension: text('dimension', { enum: breakdownDimensions }).notNull(),
    day: day('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.day, table.key] })],
);

export const analyticsSchema = {
  analyticsSessions,
  analyticsPageViews,
  analyticsEvents,
  analyticsConversions,
  analyticsVisitors,
  analyticsDaily,
  analyticsVisitorDays,
  analyticsDailyBreakdown,
};
