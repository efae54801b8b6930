import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { createUser, sessionCookie, signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { exportAccess } from '#shared/admin-sections.ts';
import { adminApi, adminExports } from '#shared/contracts/admin-api.ts';
import { adminRoles } from '#shared/contracts/auth.ts';

/** What this feature mounts; the walk must find at least these, so an empty walk fails. */
const mountedHere = [
  `GET ${adminApi.admins}`,
  `POST ${adminApi.admins}`,
  `POST ${adminApi.prefix}/admins/:id/revoke`,
  `POST ${adminApi.prefix}/admins/:id/role`,
  `POST ${adminApi.password}`,
  `GET ${adminApi.audit}`,
  `GET ${adminApi.settings}`,
  `PUT ${adminApi.settings}`,
  `POST ${adminApi.settingsPreview}`,
];

/** Every admin's own second factors: editors' and support's too. */
const ownSecondFactors = [
  `GET ${adminApi.secondFactors}`,
  `POST ${adminApi.passkeyOptions}`,
  `POST ${adminApi.passkeys}`,
  `PATCH ${adminApi.passkeys}/:id`,
  `DELETE ${adminApi.passkeys}/:id`,
  `POST ${adminApi.totpSetup}`,
  `POST ${adminApi.totp}`,
  `DELETE ${adminApi.totp}`,
  `POST ${adminApi.recoveryCodes}`,
];

/**
 * The routes a support admin may call, every other one being an owner's: a router mounted
 * for support must be added here, on purpose, or the walk below fails.
 */
const supportAllowed = new Set([
  `POST ${adminApi.password}`,
  `GET ${adminApi.orders}`,
  `GET ${adminApi.orderSearch}`,
  `GET ${adminApi.prefix}/orders/:id`,
  `POST ${adminApi.prefix}/orders/:id/refund`,
  `POST ${adminApi.prefix}/orders/:id/resend`,
  `POST ${adminApi.prefix}/mails/:id/requeue`,
  `GET ${adminApi.subscribers}`,
  `GET ${adminApi.subscribersAudience}`,
  `GET ${adminApi.messages}`,
  `POST ${adminApi.prefix}/messages/:id`,
  `GET ${adminApi.reviews}`,
  `POST ${adminApi.prefix}/reviews/:id/approve`,
  `POST ${adminApi.prefix}/reviews/:id/hide`,
  `PUT ${adminApi.prefix}/reviews/:id/reply`,
  `DELETE ${adminApi.prefix}/reviews/:id/reply`,
  `GET ${adminApi.customers}`,
  `GET ${adminApi.prefix}/customers/:email`,
  `GET ${adminApi.preferences}`,
  `PUT ${adminApi.preferences}`,
  ...ownSecondFactors,
]);

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every endpoint under /api/admin as the router holds it, whoever mounted it. */
function adminEndpoints(testApp: TestApp): Array<{ method: string; path: string }> {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of testApp.app.routes) {
    const underAdmin =
      route.path === adminApi.prefix || route.path.startsWith(`${adminApi.prefix}/`);
    // ALL entries are middleware (requireAdmin itself), not endpoints.
    if (!underAdmin || route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: each `:param` (with or without a pattern) and `*` filled. */
const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, '1').replace(/\*/g, 'x');

const tables = [
  'users',
  'sessions',
  'auth_tokens',
  'audit_log',
  'outbox',
  'orders',
  'subscribers',
  'contact_messages',
  'reviews',
  'testimonials',
  'site_settings',
  'settings_previews',
  'media_images',
  'broadcasts',
  'mail_addresses',
];

async function everyRowCount(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await selectRows<{ count: number }>(
      db,
      sql.raw(`select count(*)::int as count from ${table}`),
    );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

describe.each(testDrivers)('every /api/admin route on %s', (driver) => {
  let testApp: TestApp;
  let endpoints: Array<{ method: string; path: string }>;
  beforeAll(async () => {
    testApp = await createTestApp(driver);
    endpoints = adminEndpoints(testApp);
  });
  afterAll(() => testApp.dispose());

  const call = (
    endpoint: { method: string; path: string },
    options: { cookie?: string; origin?: string; fetchSite?: string },
  ) =>
    apiRequest(
      testApp.app,
      endpoint.method,
      concrete(endpoint.path),
      stateChanging.has(endpoint.method) ? {} : undefined,
      options,
    );

  it('are found by walking the router, including every route this feature mounts', () => {
    const found = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(found).toEqual(expect.arrayContaining(mountedHere));
  });

  it('answer 401 without a session', async () => {
    for (const endpoint of endpoints) {
      const response = await call(endpoint, {});
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 401 });
      expect(await response.json()).toMatchObject({ error: { code: 'authentication_required' } });
    }
  });

  it('answer 403 access_removed to a signed-in user who is no admin', async () => {
    const user = await createUser(testApp, { role: 'user' });
    const cookie = await sessionCookie(testApp, user);
    for (const endpoint of endpoints) {
      const response = await call(endpoint, { cookie });
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 403 });
      expect(await response.json()).toMatchObject({ error: { code: 'access_removed' } });
    }
  });

  it('refuse a support admin every owner-only route, and let them through to theirs', async () => {
    const { cookie } = await signedInAdmin(testApp, { role: 'support' });
    const before = await everyRowCount(testApp.ctx.db);
    const ownersOnly = endpoints.filter(
      (endpoint) => !supportAllowed.has(`${endpoint.method} ${endpoint.path}`),
    );
    expect(ownersOnly.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        adminApi.admins,
        adminApi.audit,
        adminApi.subscribersCsv,
        adminApi.mailAudience,
        adminApi.mailSuppressed,
        `${adminApi.mailSuppressed}/:email`,
      ]),
    );
    for (const endpoint of ownersOnly) {
      const response = await call(endpoint, { cookie });
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 403 });
      expect(await response.json()).toEqual({
        error: { code: 'role_not_allowed', message: 'Your role does not allow this.' },
      });
    }
    expect(await everyRowCount(testApp.ctx.db)).toEqual(before);
    const theirs = endpoints.filter((endpoint) =>
      supportAllowed.has(`${endpoint.method} ${endpoint.path}`),
    );
    expect(theirs).toHaveLength(supportAllowed.size);
    for (const endpoint of theirs) {
      const response = await call(endpoint, { cookie });
      expect({ ...endpoint, status: response.status }).not.toMatchObject({ status: 401 });
      expect({ ...endpoint, status: response.status }).not.toMatchObject({ status: 403 });
    }
  });

  it('let an editor through to Publishing and their password alone, and refuse support Publishing', async () => {
    const editor = (await signedInAdmin(testApp, { role: 'editor' })).cookie;
    const support = (await signedInAdmin(testApp, { role: 'support' })).cookie;
    const publishing = endpoints.filter((endpoint) =>
      endpoint.path.startsWith(`${adminApi.prefix}/publishing/`),
    );
    expect(publishing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual(
      expect.arrayContaining([
        `GET ${adminApi.people}`,
        `POST ${adminApi.people}`,
        `GET ${adminApi.jurisdictions}`,
      ]),
    );
    // Telling a state's buyers mails customers: owners only, though it sits under Publishing.
    const ownersOnly = (endpoint: { method: string; path: string }) =>
      endpoint.method === 'POST' && endpoint.path.endsWith('/notice');
    const editorAllowed = new Set([
      `POST ${adminApi.password}`,
      ...ownSecondFactors,
      ...publishing
        .filter((endpoint) => !ownersOnly(endpoint))
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ]);
    const before = await everyRowCount(testApp.ctx.db);
    const refused = endpoints.filter(
      (endpoint) => !editorAllowed.has(`${endpoint.method} ${endpoint.path}`),
    );
    for (const endpoint of refused) {
      const response = await call(endpoint, { cookie: editor });
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 403 });
    }
    for (const endpoint of publishing) {
      const response = await call(endpoint, { cookie: support });
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 403 });
    }
    expect(await everyRowCount(testApp.ctx.db)).toEqual(before);
    const password = await call({ method: 'POST', path: adminApi.password }, { cookie: editor });
    expect(password.status).not.toBe(403);
  });

  it('let only the roles of exportAccess download each export, and know every export', async () => {
    const cookies: Record<string, string> = {};
    for (const role of adminRoles) cookies[role] = (await signedInAdmin(testApp, { role })).cookie;
    const reads = endpoints.filter((endpoint) => endpoint.method === 'GET');
    // By its name or by its answer, a route that hands out a file of records is listed.
    for (const endpoint of reads) {
      const response = await call(endpoint, { cookie: cookies.owner });
      const answersCsv = response.headers.get('Content-Type')?.startsWith('text/csv') === true;
      const namedExport = /(\.csv|\/export)$/.test(endpoint.path);
      await response.body?.cancel();
      expect({ ...endpoint, listed: adminExports.includes(endpoint.path) }).toEqual({
        ...endpoint,
        listed: adminExports.includes(endpoint.path) || answersCsv || namedExport,
      });
    }
    for (const path of adminExports) {
      expect(reads).toContainEqual({ method: 'GET', path });
      for (const role of adminRoles) {
        const response = await call({ method: 'GET', path }, { cookie: cookies[role] });
        await response.body?.cancel();
        expect({ path, role, refused: response.status === 403 }).toEqual({
          path,
          role,
          refused: !exportAccess.includes(role),
        });
      }
    }
  });

  it('let an owner through to every GET', async () => {
    const { cookie } = await signedInAdmin(testApp);
    for (const endpoint of endpoints.filter((route) => route.method === 'GET')) {
      const response = await call(endpoint, { cookie });
      expect({ ...endpoint, status: response.status }).not.toMatchObject({ status: 401 });
      expect({ ...endpoint, status: response.status }).not.toMatchObject({ status: 403 });
    }
  });

  it('refuse every state-changing call from another site, even an admin’s, changing nothing', async () => {
    const { cookie } = await signedInAdmin(testApp);
    const before = await everyRowCount(testApp.ctx.db);
    const posts = endpoints.filter((endpoint) => stateChanging.has(endpoint.method));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const endpoint of posts) {
      const response = await call(endpoint, { cookie, origin: 'https://evil.example' });
      expect({ ...endpoint, status: response.status }).toEqual({ ...endpoint, status: 403 });
      expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
    }
    expect(await everyRowCount(testApp.ctx.db)).toEqual(before);
  });

  it('refuse every GET a browser makes for another site, even an admin’s, writing nothing', async () => {
    const { cookie } = await signedInAdmin(testApp);
    const before = await everyRowCount(testApp.ctx.db);
    const reads = endpoints.filter((endpoint) => endpoint.method === 'GET');
    // The exports: a link on another site must neither download them nor write an audit entry.
    expect(reads.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([adminApi.ordersCsv, adminApi.subscribersCsv]),
    );
    for (const endpoint of reads) {
      for (const fetchSite of ['cross-site', 'same-site', 'none']) {
        const response = await call(endpoint, { cookie, fetchSite });
        expect({ ...endpoint, fetchSite, status: response.status }).toEqual({
          ...endpoint,
          fetchSite,
          status: 403,
        });
        expect(await response.json()).toMatchObject({ error: { code: 'cross_site_request' } });
      }
    }
    expect(await everyRowCount(testApp.ctx.db)).toEqual(before);
    const ownPage = await call(
      { method: 'GET', path: adminApi.ordersCsv },
      {
        cookie,
        fetchSite: 'same-origin',
      },
    );
    expect(ownPage.status).toBe(200);
  });
});
