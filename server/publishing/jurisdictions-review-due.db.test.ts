import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsSessions } from '#server/db/analytics-schema.ts';
import { publishingEntries } from '#server/db/schema.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { adminOverviewSchema } from '#shared/contracts/admin-overview.ts';
import { contentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { jurisdictionsSchema } from '#shared/contracts/publishing-oversight.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import {
  postContent,
  stateGuideContent,
  storedEntry,
} from '#tests/publishing-oversight-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const day = 86_400_000;

describe.each(testDrivers)('jurisdictions and review due on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  beforeEach(async () => {
    t = await createTestApp(driver);
    // The seed's entries are not this test's: it counts its own.
    await t.ctx.db.delete(publishingEntries);
    owner = (await signedInAdmin(t)).cookie;
  });
  afterEach(async () => {
    await t.dispose();
  });

  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    apiRequest(t.app, method, path, body, { cookie });

  let sessionNumber = 0;
  async function sessions(region: string | null, count: number, daysAgo = 1, country = 'US') {
    const startedAt = new Date(Date.now() - daysAgo * day);
    for (let index = 0; index < count; index += 1) {
      sessionNumber += 1;
      await t.ctx.db.insert(analyticsSessions).values({
        id: `session-${sessionNumber}`,
        visitorId: `visitor-${sessionNumber}`,
        startedAt,
        endedAt: startedAt,
        entryPage: '/',
        source: 'Direct',
        deviceType: 'desktop',
        country,
        region,
      });
    }
  }

  it('lists all 51 jurisdictions by the last 90 days’ visits from each, then by name, with their guides', async () => {
    await sessions('TX', 3);
    await sessions('OH', 5);
    await sessions('VT', 2);
    await sessions('VT', 9, 91);
    await sessions('WY', 7, 1, 'CA');
    await sessions(null, 4);
    const ohio = await storedEntry(t.ctx.db, stateGuideContent({ state: 'OH' }), {
      reviewedOn: '2026-10-01',
    });
    await storedEntry(t.ctx.db, stateGuideContent({ state: 'AK', slug: 'alaska' }), {
      status: 'draft',
    });
    const editor = (await signedInAdmin(t, { role: 'editor' })).cookie;
    const response = await call(editor, 'GET', adminApi.jurisdictions);
    expect(response.status).toBe(200);
    const { jurisdictions } = jurisdictionsSchema.parse(await response.json());
    expect(jurisdictions).toHaveLength(51);
    expect(jurisdictions.slice(0, 5).map((one) => [one.code, one.visits90])).toEqual([
      ['OH', 5],
      ['TX', 3],
      ['VT', 2],
      ['AL', 0],
      ['AK', 0],
    ]);
    expect(jurisdictions[0]?.entry).toEqual({
      id: ohio.id,
      status: 'published',
      path: '/states/ohio-child-support',
      reviewedOn: '2026-10-01',
      updatedOn: '2026-01-10',
    });
    expect(jurisdictions.find((one) => one.code === 'AK')?.entry).toMatchObject({
      status: 'draft',
    });
    expect(jurisdictions.find((one) => one.code === 'WY')).toMatchObject({
      visits90: 0,
      entry: null,
    });
    expect(jurisdictions.map((one) => one.code)).toContain('DC');
    const support = (await signedInAdmin(t, { role: 'support' })).cookie;
    expect((await call(support, 'GET', adminApi.jurisdictions)).status).toBe(403);
  });

  it('lists on the Overview the published pages whose sources are older than the interval', async () => {
    const source = (verifiedOn: string) => ({
      title: 'Revised Code 3119',
      url: 'https://codes.ohio.gov/3119',
      supports: 'the deadline',
      verifiedOn,
    });
    const stale = await storedEntry(
      t.ctx.db,
      stateGuideContent({
        sources: [
          source(new Date(Date.now() - 400 * day).toISOString().slice(0, 10)),
          source(new Date().toISOString().slice(0, 10)),
        ],
      }),
    );
    await storedEntry(
      t.ctx.db,
      postContent({
        slug: 'fresh',
        sources: [source(new Date(Date.now() - 30 * day).toISOString().slice(0, 10))],
      }),
    );
    const unsourced = await storedEntry(t.ctx.db, postContent({ slug: 'old-unsourced' }), {
      publishedOn: '2020-01-01',
      reviewedOn: null,
    });
    await storedEntry(t.ctx.db, postContent({ slug: 'recently-reviewed' }), {
      publishedOn: '2020-01-01',
      reviewedOn: new Date().toISOString().slice(0, 10),
    });
    await storedEntry(
      t.ctx.db,
      postContent({ slug: 'old-draft', sources: [source('2019-01-01')] }),
      { status: 'draft' },
    );
    const overview = async () =>
      adminOverviewSchema.parse(await (await call(owner, 'GET', adminApi.overview)).json());
    const due = (await overview()).reviewDue;
    expect(due.map((one) => [one.entryId, one.path])).toEqual([
      [unsourced.id, '/blog/old-unsourced'],
      [stale.id, '/states/ohio-child-support'],
    ]);
    expect(due[1]).toMatchObject({
      kind: 'state_guide',
      oldestVerifiedOn: new Date(Date.now() - 400 * day).toISOString().slice(0, 10),
    });
    expect(due[0]).toMatchObject({ oldestVerifiedOn: null, reviewedOn: null });

    // A longer interval (the Content setting) takes the guide off the list.
    const settings = contentSettingsAnswer.parse(
      await (await call(owner, 'GET', adminApi.settings)).json(),
    );
    expect(settings.settings.reviewIntervalMonths).toBe(12);
    const tooLong = await call(owner, 'PUT', adminApi.settings, {
      ...settings.settings,
      reviewIntervalMonths: 61,
    });
    expect(tooLong.status).toBe(400);
    const saved = await call(owner, 'PUT', adminApi.settings, {
      ...settings.settings,
      reviewIntervalMonths: 24,
    });
    expect(saved.status).toBe(200);
    expect((await overview()).reviewDue.map((one) => one.entryId)).toEqual([unsourced.id]);
  });
});
