import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { newVisit, pageView } from '#tests/analytics-events.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { analyticsDashboardSchema } from '#shared/contracts/admin-analytics.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { storeAnalyticsBatch } from './analytics-store.ts';

describe.each(testDrivers)('GET /api/admin/analytics on %s', (driver) => {
  let testApp: TestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await createTestApp(driver);
    testApp.ctx.clock = () => new Date('2026-11-20T12:00:00Z');
    ({ cookie } = await signedInAdmin(testApp));
  });
  afterAll(() => testApp.dispose());

  const get = (query: string) =>
    apiRequest(testApp.app, 'GET', `${adminApi.analytics}${query}`, undefined, { cookie });

  it('answers the period asked for, 7 days by default, never cached', async () => {
    await storeAnalyticsBatch(testApp.ctx.db, [
      pageView(newVisit(), new Date('2026-11-01T10:00:00Z')),
      pageView(newVisit(), new Date('2026-11-20T10:00:00Z')),
    ]);
    const week = await get('');
    expect(week.status).toBe(200);
    expect(week.headers.get('Cache-Control')).toBe('private, no-store');
    expect(analyticsDashboardSchema.parse(await week.json())).toMatchObject({
      days: 7,
      from: '2026-11-14',
      to: '2026-11-20',
      totalVisitors: 1,
    });
    const month = analyticsDashboardSchema.parse(await (await get('?days=30')).json());
    expect(month).toMatchObject({ days: 30, from: '2026-10-22', totalVisitors: 2 });
    expect(month.daily).toHaveLength(30);
  });

  it.each(['?days=8', '?days=abc', '?days=', '?days=-7', '?days=7.5'])(
    'refuses %s with 400 naming days',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'validation_failed',
          fields: { days: 'days must be 7, 14, 30 or 90.' },
        },
      });
    },
  );
});
