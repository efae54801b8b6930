import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { storeAnalyticsBatch } from '../storage/analytics-store.ts';

const now = new Date('2026-11-20T12:00:00Z');
const hoursAgo = (count: number) => new Date(now.getTime() - count * 3_600_000);

/** The lines of a CSV download, its byte order mark taken off. */
const csvLines = async (response: Response) =>
  (await response.text()).replace(/^\uFEFF/, '').split('\n');

describe.each(testDrivers)('the analytics API on %s', (driver) => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp(driver);
    testApp.ctx.clock = () => now;
    ({ cookie } = await signedInAdmin(testApp));
    // Seven sources with 7..1 sessions, one with a name a spreadsheet would run.
    const sources = ['google', 'newsletter', 'reddit', 'partner', '=1+2', 'bing', 'podcast'];
    await storeAnalyticsBatch(
      testApp.ctx.db,
      sources.flatMap((utmSource, index) =>
        Array.from({ length: sources.length - index }, () =>
          pageView(newVisit(), hoursAgo(2), { utmSource, pagePath: `/${index}` }),
        ),
      ),
    );
    await storeAnalyticsBatch(testApp.ctx.db, [
      pageView(newVisit(), new Date('2026-11-01T10:00:00Z')),
    ]);
  });
  afterAll(() => testApp.dispose());

  let asked: string;
  beforeEach(() => {
    asked = cookie;
  });
  const get = (path: string, query: string) =>
    apiRequest(testApp.app, 'GET', `${path}${query}`, undefined, { cookie: asked });

  it('answers the period asked for, 7 days by default, and its filters, never cached', async () => {
    const week = await get(adminApi.analytics, '');
    expect(week.status).toBe(200);
    expect(week.headers.get('Cache-Control')).toBe('private, no-store');
    expect(analyticsDashboardSchema.parse(await week.json())).toMatchObject({
      period: '7',
      from: '2026-11-14',
      to: '2026-11-20',
      totalVisitors: 28,
      previous: { from: '2026-11-07', to: '2026-11-13', totalVisitors: 0 },
    });
    const month = analyticsDashboardSchema.parse(
      await (await get(adminApi.analytics, '?period=30')).json(),
    );
    expect(month).toMatchObject({ period: '30', from: '2026-10-22', totalVisitors: 29 });
    expect(month.daily).toHaveLength(30);
    const filtered = analyticsDashboardSchema.parse(
      await (await get(adminApi.analytics, '?source=Reddit&page=%2F2')).json(),
    );
    expect(filtered).toMatchObject({
      filters: { source: 'Reddit', page: '/2' },
      totalVisitors: 5,
    });
  });

  it.each([
    ['?period=5', { period: 'period must be today, yesterday, 7, 14, 30 or 90.' }],
    ['?period=', { period: 'period must be today, yesterday, 7, 14, 30 or 90.' }],
    [`?source=${'g'.repeat(600)}`, { source: 'Use at most 512 characters.' }],
    ['?country=', { country: 'Give a value to filter by.' }],
  ])('refuses %s with 400 naming the parameter', async (query, fields) => {
    for (const path of [adminApi.analytics, adminApi.analyticsExport]) {
      const response = await get(path, path === adminApi.analytics ? query : `${query}&card=pages`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'validation_failed', fields },
      });
    }
  });

  it.each(['?card=nope', '', '?card='])('refuses the export of %s, naming card', async (query) => {
    const response = await get(adminApi.analyticsExport, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { card: 'card is not a card of the dashboard.' },
      },
    });
  });

  it("sends a card's every row as CSV, its first rows the card's, formulas kept as text", async () => {
    const dashboard = analyticsDashboardSchema.parse(
      await (await get(adminApi.analytics, '?period=14')).json(),
    );
    const response = await get(adminApi.analyticsExport, '?card=sources&period=14');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="analytics-sources-2026-11-07-to-2026-11-20.csv"',
    );
    const lines = await csvLines(response);
    expect(lines).toEqual([
      'Source,Sessions',
      'Google,7',
      'newsletter,6',
      'Reddit,5',
      'partner,4',
      "'=1+2,3",
      'Bing,2',
      'podcast,1',
      '',
    ]);
    const listed = dashboard.breakdowns.sources.map(({ key, count }) =>
      [key.startsWith('=') ? `'${key}` : key, count].join(','),
    );
    expect(lines.slice(1, 1 + listed.length)).toEqual(listed);
    expect(listed).toHaveLength(5);
  });

  it('exports with the filters and names each card’s columns', async () => {
    const pages = await get(adminApi.analyticsExport, '?card=entryPages&source=partner');
    expect(await csvLines(pages)).toEqual(['Entry page,Sessions', '/3,4', '']);
    const devices = await get(adminApi.analyticsExport, '?card=devices&period=today');
    expect(devices.headers.get('Content-Disposition')).toBe(
      'attachment; filename="analytics-devices-2026-11-20-to-2026-11-20.csv"',
    );
    expect(await csvLines(devices)).toEqual(['Device,Views', 'desktop,28', '']);
    const goals = await csvLines(await get(adminApi.analyticsExport, '?card=goals'));
    expect(goals).toEqual(['Goal,Sessions,Conversion rate', '']);
    const bySource = await csvLines(await get(adminApi.analyticsExport, '?card=revenueBySource'));
    expect(bySource).toEqual(['Source,Purchases,Revenue', '']);
    const daily = await csvLines(
      await get(adminApi.analyticsExport, '?card=daily&period=yesterday'),
    );
    expect(daily).toEqual([
      'Day,Visitors,Page views,Purchases,Revenue',
      '2026-11-19,0,0,0,0.00',
      '',
    ]);
  });

  it('refuses a support admin and the signed-out', async () => {
    asked = (await signedInAdmin(testApp, { role: 'support' })).cookie;
    for (const path of [adminApi.analytics, `${adminApi.analyticsExport}?card=sources`]) {
      expect((await get(path, '')).status).toBe(403);
    }
    asked = '';
    for (const path of [adminApi.analytics, `${adminApi.analyticsExport}?card=sources`]) {
      expect((await get(path, '')).status).toBe(401);
    }
  });
});
