import {
  analyticsBreakdownCardIds,
  defaultAnalyticsPeriod,
  type AnalyticsBreakdownCard,
  type AnalyticsDashboard,
  type AnalyticsHeadline,
  type AnalyticsPeriod,
} from '#shared/contracts/admin-analytics.ts';

const dayMs = 86_400_000;

/** The UTC days ending on `to`, oldest first: "2026-11-17" ... "2026-11-23". */
function daysUntil(to: string, count: number): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
}

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * dayMs).toISOString().slice(0, 10);

/** Days a period spans: today and yesterday are one day each. */
const periodLength = (period: AnalyticsPeriod) =>
  period === 'today' || period === 'yesterday' ? 1 : Number(period);

const weekBreakdowns: Record<AnalyticsBreakdownCard, AnalyticsDashboard['breakdowns']['pages']> = {
  pages: [
    { key: '/', count: 1460 },
    { key: '/checkout', count: 512 },
    { key: '/faq', count: 388 },
    { key: '/states/texas-child-support', count: 274 },
    { key: '/blog/modify-child-support-order', count: 190 },
  ],
  entryPages: [
    { key: '/', count: 610 },
    { key: '/states/texas-child-support', count: 322 },
    { key: '/blog/modify-child-support-order', count: 201 },
    { key: '/faq', count: 95 },
    { key: '/pricing', count: 56 },
  ],
  exitPages: [
    { key: '/', count: 498 },
    { key: '/checkout', count: 301 },
    { key: '/faq', count: 230 },
    { key: '/states/texas-child-support', count: 160 },
    { key: '/thank-you', count: 24 },
  ],
  sources: [
    { key: 'Google', count: 540 },
    { key: 'Direct', count: 402 },
    { key: 'Facebook', count: 171 },
    { key: 'newsletter', count: 98 },
    { key: 'Bing', count: 73 },
  ],
  mediums: [
    { key: 'email', count: 98 },
    { key: 'cpc', count: 61 },
  ],
  campaigns: [
    { key: 'november-guide', count: 88 },
    { key: 'texas-search', count: 61 },
  ],
  devices: [
    { key: 'mobile', count: 1902 },
    { key: 'desktop', count: 1011 },
    { key: 'tablet', count: 150 },
    { key: 'Unknown', count: 18 },
  ],
  browsers: [
    { key: 'Chrome', count: 702 },
    { key: 'Safari', count: 421 },
    { key: 'Firefox', count: 96 },
    { key: 'Edge', count: 65 },
  ],
  operatingSystems: [
    { key: 'iOS', count: 512 },
    { key: 'Android', count: 390 },
    { key: 'Windows', count: 251 },
    { key: 'macOS', count: 131 },
  ],
  countries: [
    { key: 'US', count: 1101 },
    { key: 'CA', count: 92 },
    { key: 'GB', count: 51 },
    { key: 'AU', count: 22 },
  ],
  regions: [
    { key: 'TX', count: 402 },
    { key: 'CA', count: 201 },
    { key: 'FL', count: 133 },
    { key: 'NY', count: 98 },
    { key: 'GA', count: 61 },
  ],
};

function headline(from: string, to: string, visitors: number): AnalyticsHeadline {
  return {
    from,
    to,
    totalVisitors: visitors,
    uniqueVisitors: Math.round(visitors * 0.8),
    pageViews: Math.round(visitors * 2.4),
    viewsPerSession: 2.4,
    bounceRate: 0.4236,
    avgSessionSeconds: 185.4,
    revenue: 1234.5,
    grossRevenue: 1281.5,
    refundedRevenue: 47,
    purchases: 24,
    conversionRate: 0.0187,
  };
}

/**
 * A dashboard answer as `GET /api/admin/analytics` sends it: a realistic week by default,
 * compared with the week before. `period` sets the period (and the number of daily rows);
 * `overrides` replace whole fields.
 */
export function analyticsDashboard(
  overrides: Partial<AnalyticsDashboard> = {},
  period: AnalyticsPeriod = overrides.period ?? defaultAnalyticsPeriod,
): AnalyticsDashboard {
  const to = overrides.to ?? '2026-11-23';
  const length = periodLength(period);
  const dates = daysUntil(to, length);
  const from = dates[0] ?? to;
  return {
    ...headline(from, to, 1284),
    period,
    filters: {},
    previous: {
      ...headline(dayBefore(from, length), dayBefore(from, 1), 1107),
      revenue: 987,
      grossRevenue: 987,
      refundedRevenue: 0,
      purchases: 21,
      bounceRate: 0.4511,
    },
    activeUsers: 6,
    breakdowns: weekBreakdowns,
    goals: [
      { goal: 'engaged', sessions: 611, rate: 0.4759 },
      { goal: 'scroll:50', sessions: 540, rate: 0.4206 },
      { goal: 'cta:hero', sessions: 133, rate: 0.1036 },
      { goal: 'begin_checkout', sessions: 64, rate: 0.0498 },
      { goal: 'video_play', sessions: 31, rate: 0.0241 },
      { goal: 'purchase', sessions: 24, rate: 0.0187 },
    ],
    recentActivity: [
      { path: '/checkout', at: '2026-11-23T14:02:09.000Z', device: 'mobile' },
      { path: '/faq', at: '2026-11-23T14:01:47.000Z', device: 'desktop' },
      { path: '/', at: '2026-11-23T13:58:30.000Z', device: 'mobile' },
    ],
    daily: dates.map((day, index) => ({
      day,
      visitors: 150 + ((index * 37) % 90),
      pageViews: 360 + ((index * 83) % 210),
      conversions: (index * 3) % 5,
      revenue: ((index * 3) % 5) * 47,
    })),
    funnel: { sessions: 1284, viewedCheckout: 301, startedPayment: 64, purchased: 24 },
    revenueBySource: [
      { source: 'Google', purchases: 12, revenue: 564 },
      { source: 'Direct', purchases: 8, revenue: 376 },
      { source: 'Facebook', purchases: 4, revenue: 294.5 },
    ],
    ...overrides,
  };
}

const emptyHeadline = (from: string, to: string): AnalyticsHeadline => ({
  from,
  to,
  totalVisitors: 0,
  uniqueVisitors: 0,
  pageViews: 0,
  viewsPerSession: 0,
  bounceRate: 0,
  avgSessionSeconds: 0,
  revenue: 0,
  grossRevenue: 0,
  refundedRevenue: 0,
  purchases: 0,
  conversionRate: 0,
});

/**
 * A new install: no sessions, no page views, nothing bought; the server still names the
 * period and its compared one, and answers each of its days, with zeros.
 */
export function emptyAnalyticsDashboard(
  period: AnalyticsPeriod = defaultAnalyticsPeriod,
  to = '2026-11-23',
): AnalyticsDashboard {
  const length = periodLength(period);
  const dates = daysUntil(to, length);
  const from = dates[0] ?? to;
  return {
    ...emptyHeadline(from, to),
    period,
    filters: {},
    previous: emptyHeadline(dayBefore(from, length), dayBefore(from, 1)),
    activeUsers: 0,
    breakdowns: Object.fromEntries(analyticsBreakdownCardIds.map((card) => [card, []])) as Record<
      AnalyticsBreakdownCard,
      []
    >,
    goals: [],
    recentActivity: [],
    daily: dates.map((day) => ({ day, visitors: 0, pageViews: 0, conversions: 0, revenue: 0 })),
    funnel: { sessions: 0, viewedCheckout: 0, startedPayment: 0, purchased: 0 },
    revenueBySource: [],
  };
}
