import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import type { TrackEvent } from '#shared/contracts/analytics.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { closeUserSessions } from '#server/auth/session-service.ts';
import { createUser, sessionCookie, signedInAdmin } from '#tests/admin-factory.ts';
import { createTestApp, postJson, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { storeAnalyticsBatch } from '../storage/analytics-store.ts';
import type { ReceivedEvent } from '../storage/received-event.ts';

const trackPath = '/api/track-analytics';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Visit {
  sessionId: string;
  visitorId: string;
}
const newVisit = (): Visit => ({ sessionId: randomUUID(), visitorId: randomUUID() });

const pageView = (visit: Visit, pagePath = '/'): TrackEvent => ({
  type: 'page_view',
  data: { ...visit, pagePath },
});

async function analyticsCounts(db: Database) {
  const [row] = await selectRows<{ page_views: number; events: number; sessions: number }>(
    db,
    sql`select (select count(*)::int from analytics_page_views) as page_views,
               (select count(*)::int from analytics_events) as events,
               (select count(*)::int from analytics_sessions) as sessions`,
  );
  return row;
}

const nothingStored = { page_views: 0, events: 0, sessions: 0 };

/** An address DB-IP Lite places in Texas. */
const texasAddress = '24.28.0.1';

/** Every row of every analytics table, as text: what a search for a stored value reads. */
async function analyticsDump(db: Database): Promise<string> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name like 'analytics%'`,
  );
  const dumps = await Promise.all(
    tables.map(({ name }) =>
      selectRows<{ rows: string | null }>(
        db,
        sql`select json_agg(t)::text as rows from ${sql.identifier(name)} t`,
      ),
    ),
  );
  return dumps.map(([row]) => row?.rows ?? '').join('\n');
}

describe.each(testDrivers)('POST /api/track-analytics on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(t.app, trackPath, body, { 'User-Agent': desktopChrome, ...headers });

  /** What was queued, written: the buffer's flush is what a test waits for. */
  async function stored() {
    await t.ctx.analytics.flush();
    return analyticsCounts(t.ctx.db);
  }

  it('stores a page view with the device the user agent shows and the server’s time', async () => {
    const visit = newVisit();
    t.advanceClock(3 * 86_400_000);
    const response = await post(pageView(visit, '/blog'), { 'User-Agent': iPhone });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await t.ctx.analytics.flush();
    const [row] = await selectRows<Record<string, unknown>>(
      t.ctx.db,
      sql`select * from analytics_page_views`,
    );
    expect(row).toMatchObject({
      session_id: visit.sessionId,
      page_path: '/blog',
      device_type: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
    });
    const createdAt = new Date(String(row?.created_at)).getTime();
    expect(Math.abs(createdAt - t.ctx.clock().getTime())).toBeLessThan(60_000);
  });

  it('stores a session update, an event and the browser’s conversion report', async () => {
    const visit = newVisit();
    expect((await post(pageView(visit))).status).toBe(204);
    const update = {
      type: 'session_update',
      data: { sessionId: visit.sessionId, durationSeconds: 45, isBounce: false },
    };
    expect((await post(update)).status).toBe(204);
    const click = {
      type: 'event',
      data: { ...visit, eventName: 'cta_click', ctaLocation: 'hero', ctaType: 'button' },
    };
    expect((await post(click)).status).toBe(204);
    const purchase = {
      type: 'conversion',
      data: { ...visit, conversionType: 'purchase', revenue: 49, orderId: 'order-1' },
    };
    expect((await post(purchase)).status).toBe(204);

    expect(await stored()).toEqual({ page_views: 1, events: 2, sessions: 1 });
    const [session] = await selectRows<{ duration_seconds: number; is_bounce: boolean }>(
      t.ctx.db,
      sql`select duration_seconds, is_bounce from analytics_sessions`,
    );
    expect(session).toEqual({ duration_seconds: 45, is_bounce: false });
    const events = await selectRows<{ name: string; detail: unknown }>(
      t.ctx.db,
      sql`select name, detail from analytics_events order by id`,
    );
    expect(events.map((event) => event.name)).toEqual(['cta_click', 'conversion']);
    expect(events[0]?.detail).toEqual({ ctaLocation: 'hero', ctaType: 'button' });
  });

  it('keeps no secret of a link a client sends in a page, a referrer or an event', async () => {
    const visit = newVisit();
    const response = await post({
      events: [
        {
          type: 'page_view',
          data: {
            ...visit,
            pagePath: '/review/rv-s3cret-token',
            referrer: `${testSiteUrl}/receipt/rcpt-s3cret-token?session_id=cs-s3cret-id`,
          },
        },
        { type: 'page_view', data: { ...visit, pagePath: '/library/sign-in/lib-s3cret-token' } },
        {
          type: 'event',
          data: { ...visit, eventName: 'scroll_depth', pagePath: '/download/dl-s3cret-token' },
        },
      ],
    });
    expect(response.status).toBe(204);
    await t.ctx.analytics.flush();
    const dump = await analyticsDump(t.ctx.db);
    expect(dump).not.toMatch(/s3cret/);
    expect(dump).toContain('/review/[redacted]');
    expect(dump).toContain('/library/sign-in/[redacted]');
    expect(dump).toContain('/download/[redacted]');
  });

  it('stores a batch', async () => {
    const visit = newVisit();
    const response = await post({
      events: [pageView(visit, '/'), pageView(visit, '/faq'), pageView(visit, '/checkout')],
    });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual({ page_views: 3, events: 0, sessions: 1 });
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const response = await post(
      { events: [pageView(newVisit())] },
      { 'Content-Type': 'text/plain;charset=UTF-8' },
    );
    expect(response.status).toBe(204);
    expect(await stored()).toMatchObject({ page_views: 1 });
  });

  it('tells the store where a page view comes from: its source and place, never the address', async () => {
    const placed = await createTestApp(driver, { TRUST_PROXY: 'true' });
    try {
      const record = vi.spyOn(placed.ctx.analytics, 'record').mockReturnValue(true);
      const visit = newVisit();
      const view = (data: object) => ({ type: 'page_view', data: { ...visit, ...data } });
      const response = await postJson(
        placed.app,
        trackPath,
        {
          events: [
            view({ pagePath: '/states/texas', referrer: 'https://www.google.com/' }),
            view({ pagePath: '/faq', referrer: `${testSiteUrl}/states/texas` }),
            { type: 'event', data: { ...visit, eventName: 'cta_click' } },
          ],
        },
        { 'User-Agent': desktopChrome, 'X-Forwarded-For': texasAddress },
      );
      expect(response.status).toBe(204);
      const texas = { country: 'US', region: 'TX' };
      expect(record.mock.calls.flat(2)).toEqual([
        expect.objectContaining({ type: 'page_view', source: 'Google', place: texas }),
        expect.objectContaining({ type: 'page_view', source: 'Direct', place: texas }),
        expect.objectContaining({ type: 'event', source: 'Direct', place: texas }),
      ]);
      expect(JSON.stringify(record.mock.calls)).not.toContain(texasAddress);
    } finally {
      await placed.dispose();
    }
  });

  it('stores the session’s source and place as codes, and the address in no analytics table', async () => {
    const placed = await createTestApp(driver, { TRUST_PROXY: 'true' });
    try {
      const visit = newVisit();
      const response = await postJson(
        placed.app,
        trackPath,
        { type: 'page_view', data: { ...visit, pagePath: '/', referrer: 'https://google.de/' } },
        { 'User-Agent': desktopChrome, 'X-Forwarded-For': texasAddress },
      );
      expect(response.status).toBe(204);
      await placed.ctx.analytics.flush();
      const sessions = await selectRows<Record<string, unknown>>(
        placed.ctx.db,
        sql`select source, country, region from analytics_sessions`,
      );
      expect(sessions).toEqual([{ source: 'Google', country: 'US', region: 'TX' }]);
      const dump = await analyticsDump(placed.ctx.db);
      expect(dump).toContain('Google');
      expect(dump).not.toContain(texasAddress);
    } finally {
      await placed.dispose();
    }
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    ],
  ])('answers %s 204 and counts nothing', async (_name, userAgent) => {
    const response = await post(pageView(newVisit()), { 'User-Agent': userAgent });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual(nothingStored);
  });

  it('answers a request sending Global Privacy Control 204 and stores nothing', async () => {
    const response = await post(pageView(newVisit()), { 'Sec-GPC': '1' });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers a signed-in admin's page view 204 and stores nothing", async () => {
    const { cookie } = await signedInAdmin(t, { role: 'support' });
    const response = await post(pageView(newVisit(), '/?preview=1'), { Cookie: cookie });
    expect(response.status).toBe(204);
    expect(await stored()).toEqual(nothingStored);
  });

  it('counts the visit of a browser whose cookie is no admin session', async () => {
    const customer = await createUser(t, { role: 'user' });
    const stale = await signedInAdmin(t);
    await closeUserSessions(t.ctx, stale.user.id);
    for (const cookie of [
      await sessionCookie(t, customer),
      stale.cookie,
      `${sessionCookieName}=forged`,
    ]) {
      expect((await post(pageView(newVisit()), { Cookie: cookie })).status).toBe(204);
    }
    expect(await stored()).toEqual({ page_views: 3, events: 0, sessions: 3 });
  });

  const visit = newVisit();
  it.each<[string, unknown, string]>([
    ['an unknown type', { type: 'click', data: visit }, 'type'],
    ['51 events', { events: Array.from({ length: 51 }, () => pageView(visit)) }, 'events'],
    [
      'a malformed session id',
      { type: 'page_view', data: { ...visit, sessionId: 'abc', pagePath: '/' } },
      'data.sessionId',
    ],
    [
      'one bad event among good ones',
      {
        events: [
          pageView(visit),
          pageView(visit),
          { type: 'page_view', data: { ...visit, pagePath: 'x' } },
        ],
      },
      'events.2.data.pagePath',
    ],
    [
      'a NUL character PostgreSQL would refuse',
      { type: 'page_view', data: { ...visit, pagePath: '/a\u0000b' } },
      'data.pagePath',
    ],
    [
      'a page path that is not what a browser sends (spaces)',
      { type: 'page_view', data: { ...visit, pagePath: '/Call +1-555-0100 for your refund' } },
      'data.pagePath',
    ],
    [
      'a control character in an event label',
      { type: 'event', data: { ...visit, eventName: 'cta_click', ctaLocation: 'hero\u0007' } },
      'data.ctaLocation',
    ],
    ['an empty batch', { events: [] }, 'events'],
    ['invalid JSON', '{"type": "page_view", ', 'body'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_name, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await stored()).toEqual(nothingStored);
  });

  it('keeps a visit from a crafted link but leaves out the labels the dashboard must not show', async () => {
    const visit = newVisit();
    const response = await post({
      events: [
        {
          type: 'page_view',
          data: {
            ...visit,
            pagePath: '/',
            referrer: 'Call +1-555-0100 for your refund',
            utmSource: 'abc\u202Eevil',
            utmMedium: 'e\u0007mail',
            utmCampaign: 'spring\nsale',
          },
        },
        {
          type: 'page_view',
          data: { ...newVisit(), pagePath: '/', utmCampaign: 'Spring Sale 2026' },
        },
      ],
    });
    expect(response.status).toBe(204);
    await t.ctx.analytics.flush();
    const rows = await selectRows<Record<string, unknown>>(
      t.ctx.db,
      sql`select referrer, utm_source, utm_medium, utm_campaign from analytics_sessions
          order by utm_campaign nulls first`,
    );
    expect(rows).toEqual([
      { referrer: null, utm_source: null, utm_medium: null, utm_campaign: null },
      { referrer: null, utm_source: null, utm_medium: null, utm_campaign: 'Spring Sale 2026' },
    ]);
  });

  it('refuses a body that is neither JSON nor text with 415, and stores nothing', async () => {
    const response = await post(`events=1`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await stored()).toEqual(nothingStored);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post({ events: [pageView(newVisit())], padding: 'x'.repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await stored()).toEqual(nothingStored);
  });

  it('takes a beacon from our own pages and refuses a post from another site', async () => {
    const beacon = (headers: Record<string, string>) =>
      t.app.request(trackPath, {
        method: 'POST',
        body: JSON.stringify(pageView(newVisit())),
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'User-Agent': desktopChrome,
          ...headers,
        },
      });
    expect((await beacon({ Origin: testSiteUrl, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      204,
    );
    expect((await beacon({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(204);
    expect(
      (await beacon({ Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' }))
        .status,
    ).toBe(403);
    expect((await beacon({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await beacon({})).status).toBe(403);
    expect(await stored()).toMatchObject({ page_views: 2 });
  });
});

describe.each(testDrivers)('track-analytics under load on %s', (driver) => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.dispose()));
  });
  async function app(...args: Parameters<typeof createTestApp>) {
    const created = await createTestApp(...args);
    apps.push(created);
    return created;
  }
  const post = (t: TestApp, body: unknown) =>
    postJson(t.app, trackPath, body, { 'User-Agent': desktopChrome });

  it('refuses a client over its limit with 429 and Retry-After, storing nothing of it', async () => {
    const t = await app(driver, { ANALYTICS_RATE_LIMIT_PER_MINUTE: '40' });
    const visit = newVisit();
    for (let index = 0; index < 40; index += 1) {
      expect((await post(t, pageView(visit, `/page-${index}`))).status).toBe(204);
    }
    const refused = await post(t, pageView(visit));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toMatchObject({ page_views: 40 });
    // The points were taken from the shared table, a block at a time, not one per request.
    const [counter] = await selectRows<{ points: number }>(
      t.ctx.db,
      sql`select points from rate_limits where key like 'track-analytics%'`,
    );
    expect(counter?.points).toBeGreaterThanOrEqual(40);
  });

  it('counts events, not requests: a batch of 50 takes 50 of the limit', async () => {
    const t = await app(driver, { ANALYTICS_RATE_LIMIT_PER_MINUTE: '100' });
    const visit = newVisit();
    const batch = {
      events: Array.from({ length: 50 }, (_, index) => pageView(visit, `/${index}`)),
    };
    expect((await post(t, batch)).status).toBe(204);
    expect((await post(t, batch)).status).toBe(204);
    const refused = await post(t, pageView(visit));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toMatchObject({ page_views: 100, sessions: 1 });
  });

  it('refuses a batch larger than what is left of the limit, storing none of it', async () => {
    const t = await app(driver, { ANALYTICS_RATE_LIMIT_PER_MINUTE: '40' });
    const visit = newVisit();
    const batch = { events: Array.from({ length: 41 }, () => pageView(visit)) };
    expect((await post(t, batch)).status).toBe(429);
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toEqual(nothingStored);
  });

  it('records at most ANALYTICS_NEW_SESSIONS_PER_HOUR sessions of one client, and keeps those going', async () => {
    const t = await app(driver, { ANALYTICS_NEW_SESSIONS_PER_HOUR: '5' });
    const visits = Array.from({ length: 50 }, newVisit);
    // What the flood did: one request, fifty made-up visitors.
    expect((await post(t, { events: visits.map((visit) => pageView(visit)) })).status).toBe(204);
    expect((await post(t, pageView(newVisit()))).status).toBe(204);
    // The sessions within the cap go on as usual.
    const [first] = visits;
    if (!first) throw new Error('no visit');
    expect((await post(t, pageView(first, '/faq'))).status).toBe(204);
    const click = { type: 'event', data: { ...first, eventName: 'cta_click' } };
    expect((await post(t, click)).status).toBe(204);
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toEqual({ page_views: 6, events: 1, sessions: 5 });
    const [visitors] = await selectRows<{ count: number }>(
      t.ctx.db,
      sql`select count(distinct visitor_id)::int as count from analytics_sessions`,
    );
    expect(visitors?.count).toBe(5);
  });

  it('counts the session cap per client', async () => {
    const t = await app(driver, { ANALYTICS_NEW_SESSIONS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const from = (address: string, visit: Visit) =>
      postJson(t.app, trackPath, pageView(visit), {
        'User-Agent': desktopChrome,
        'X-Forwarded-For': address,
      });
    for (const address of ['198.51.100.1', '198.51.100.2']) {
      for (let index = 0; index < 3; index += 1) {
        expect((await from(address, newVisit())).status).toBe(204);
      }
    }
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toMatchObject({ sessions: 4 });
  });

  it('keeps the events of a failed flush and writes them when the database answers again', async () => {
    let failuresLeft = 2;
    const t = await app(
      driver,
      {},
      {
        analytics: {
          intervalMs: 10,
          store: (db: Database, events: ReceivedEvent[]) =>
            failuresLeft-- > 0
              ? Promise.reject(new Error('database away'))
              : storeAnalyticsBatch(db, events),
        },
      },
    );
    const visits = Array.from({ length: 5 }, newVisit);
    for (const visit of visits) expect((await post(t, pageView(visit))).status).toBe(204);
    await expect
      .poll(() => analyticsCounts(t.ctx.db), { timeout: 5_000 })
      .toMatchObject({
        page_views: 5,
        sessions: 5,
      });
    expect(failuresLeft).toBeLessThan(0);
  });

  it('answers 503 with Retry-After when the queue is full, and loses none it accepted', async () => {
    // No timed flush during the test: the queue fills as it would while a flush is stuck.
    const t = await app(driver, {}, { analytics: { maxQueued: 3, intervalMs: 60_000 } });
    expect((await post(t, { events: [pageView(newVisit()), pageView(newVisit())] })).status).toBe(
      204,
    );
    expect((await post(t, pageView(newVisit()))).status).toBe(204);
    const full = await post(t, pageView(newVisit()));
    expect(full.status).toBe(503);
    expect(full.headers.get('Retry-After')).toBe('5');
    await t.ctx.analytics.flush();
    expect(await analyticsCounts(t.ctx.db)).toMatchObject({ page_views: 3 });
    expect((await post(t, pageView(newVisit()))).status).toBe(204);
  });
});
