import type { AnalyticsDashboard } from '#shared/contracts/admin-analytics.ts';

/** The UTC days ending on `to`, oldest first: "2026-11-17" ... "2026-11-23". */
function daysUntil(to: string, count: number): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * A dashboard answer as `GET /api/admin/analytics` sends it: a realistic week by default.
 * `days` sets the period (and the number of daily rows); `overrides` replace whole fields.
 */
export function analyticsDashboard(
  overrides: Partial<AnalyticsDashboard> = {},
  days: number = overrides.days ?? 7,
): AnalyticsDashboard {
  const to = overrides.to ?? '2026-11-23';
  const dates = daysUntil(to, days);
  return {
    days,
    from: dates[0] ?? to,
    to,
    totalVisitors: 1284,
    uniqueVisitors: 1032,
    pageViews: 3081,
    viewsPerSession: 2.3995,
    bounceRate: 0.4236,
    avgSessionSeconds: 185.4,
    revenue: 1234.5,
    grossRevenue: 1281.5,
    refundedRevenue: 47,
    conversionRate: 0.0187,
    activeUsers: 6,
    topPages: [
      { path: '/', views: 1460 },
      { path: '/checkout', views: 512 },
      { path: '/faq', views: 388 },
      { path: '/states/texas', views: 274 },
      { path: '/blog/modify-child-support-order', views: 190 },
    ],
    trafficSources: [
      { source: 'google', sessions: 540 },
      { source: 'Direct', sessions: 402 },
      { source: 'facebook', sessions: 171 },
      { source: '/states/texas', sessions: 98 },
      { source: 'newsletter', sessions: 73 },
    ],
    devices: [
      { device: 'mobile', views: 1902 },
      { device: 'desktop', views: 1011 },
      { device: 'tablet', views: 150 },
      { device: 'Unknown', views: 18 },
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
      { source: 'google', purchases: 12, revenue: 564 },
      { source: 'Direct', purchases: 8, revenue: 376 },
      { source: 'facebook', purchases: 4, revenue: 294.5 },
    ],
    ...overrides,
  };
}

/**
 * A new install: no sessions, no page views, nothing bought; the server still names the
 * period and answers each of its days, with zeros.
 */
export function emptyAnalyticsDashboard(days = 7, to = '2026-11-23'): AnalyticsDashboard {
  return analyticsDashboard(
    {
      days,
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
      conversionRate: 0,
      activeUsers: 0,
      topPages: [],
      trafficSources: [],
      devices: [],
      recentActivity: [],
      daily: daysUntil(to, days).map((day) => ({
        day,
        visitors: 0,
        pageViews: 0,
        conversions: 0,
        revenue: 0,
      })),
      funnel: { sessions: 0, viewedCheckout: 0, startedPayment: 0, purchased: 0 },
      revenueBySource: [],
    },
    days,
  );
}
