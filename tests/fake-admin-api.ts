import { analyticsDashboard } from './analytics-dashboard-factory.ts';
import { fakeApi } from './fake-api.ts';
import {
  adminAccounts,
  audiencePage,
  auditEntries,
  guideFilesOverview,
  guideUpdateNotice,
  messagesPage,
  orderDetail,
  ordersOverview,
  subscribersPage,
  testAdmin,
} from './admin-fixtures.ts';
import { customerDetail, customersPage } from './customer-fixtures.ts';
import { contentSettingsAnswer } from './settings-fixtures.ts';
import { contentSettingsSchema } from '#shared/contracts/admin-settings.ts';
import { analyticsPeriods } from '#shared/contracts/admin-analytics.ts';
import { imagesList } from './admin-image-fixtures.ts';
import { checklistFixture } from './checklist-fixtures.ts';
import { adminReview, adminTestimonial, reviewsPage } from './review-fixtures.ts';
import { discountCodeList, discountCodeRow } from './discount-code-fixtures.ts';
import { secondFactors } from './second-factor-view-fixtures.ts';

export interface AdminApiCall {
  /** The route that answered, as its key. */
  route: string;
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
  body: unknown;
}

type Answer = Response | Promise<Response>;
export type AdminRoute = (call: AdminApiCall) => Answer;

/** `"GET /api/admin/orders/:orderId"`: a method, a path, and `:name` for a segment. */
type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

function defaultRoutes(): Record<RouteKey, AdminRoute> {
  // What a PUT stores, the next GET answers.
  let settings = contentSettingsAnswer();
  let preferences: unknown = { saleAlerts: false, weeklyReport: false };
  return {
    'GET /api/auth/session': () => Response.json({ user: testAdmin }),
    'POST /api/auth/sign-in': () => Response.json({ user: testAdmin }),
    'POST /api/auth/sign-out': () => Response.json({ ok: true }),
    'POST /api/auth/forgot-password': () => Response.json({ ok: true }),
    'GET /api/admin/orders': () => Response.json(ordersOverview()),
    'GET /api/admin/orders/search': () =>
      Response.json({
        rows: ordersOverview().orders,
        total: 10,
        page: 1,
        pageSize: 10,
        totals: { gross: 470, refunded: 47, net: 423, tax: 0 },
      }),
    'GET /api/admin/orders/:orderId': () => Response.json(orderDetail()),
    'POST /api/admin/orders/:orderId/refund': () => Response.json({ ok: true }),
    'POST /api/admin/orders/:orderId/resend': () => Response.json({ ok: true }),
    'POST /api/admin/mails/:mailId/requeue': () => Response.json({ ok: true }),
    'GET /api/admin/customers': () => Response.json(customersPage()),
    'GET /api/admin/customers/:email': ({ params }) =>
      Response.json(customerDetail(params.email ?? '')),
    'GET /api/admin/subscribers': () => Response.json(subscribersPage()),
    'GET /api/admin/subscribers/audience': () => Response.json(audiencePage()),
    'GET /api/admin/messages': () => Response.json(messagesPage()),
    'POST /api/admin/messages/:messageId': () => Response.json({ ok: true }),
    'GET /api/admin/admins': () => Response.json({ admins: adminAccounts() }),
    'POST /api/admin/admins': () =>
      Response.json({ outcome: 'promoted', admin: adminAccounts()[1] }),
    'POST /api/admin/admins/:userId/revoke': () => Response.json({ ok: true }),
    'POST /api/admin/admins/:userId/role': () =>
      Response.json({ admin: { ...adminAccounts()[1], role: 'owner' } }),
    'POST /api/admin/password': () => Response.json({ ok: true }),
    'GET /api/admin/audit': () => Response.json({ entries: auditEntries() }),
    'GET /api/admin/images': () => Response.json(imagesList()),
    'DELETE /api/admin/images/:imageId': () => Response.json({ ok: true }),
    'GET /api/admin/analytics': ({ query }) =>
      Response.json(
        analyticsDashboard(
          {},
          analyticsPeriods.find((period) => period === query.get('period')),
        ),
      ),
    'GET /api/admin/settings': () => Response.json(settings),
    'PUT /api/admin/settings': ({ body }) => {
      settings = {
        ...settings,
        settings: contentSettingsSchema.parse(body),
        updatedAt: '2026-11-23T16:52:00.000Z',
        updatedBy: testAdmin.email,
      };
      return Response.json(settings);
    },
    'POST /api/admin/settings/preview': () => Response.json({ url: '/?preview=draft-1' }),
    'GET /api/admin/guide-files': () => Response.json(guideFilesOverview()),
    'DELETE /api/admin/guide-files/:fileId': () => Response.json(guideFilesOverview()),
    'GET /api/admin/guide-files/notify': () => Response.json(guideUpdateNotice()),
    'POST /api/admin/guide-files/notify': () => Response.json({ queued: 3 }, { status: 202 }),
    'GET /api/admin/me/preferences': () => Response.json(preferences),
    'PUT /api/admin/me/preferences': ({ body }) => {
      preferences = body;
      return Response.json(preferences);
    },
    'GET /api/admin/me/second-factors': () => Response.json(secondFactors()),
    'GET /api/admin/team-policy': () => Response.json({ requireSecondFactor: false }),
    'GET /api/admin/checklist': () => Response.json(checklistFixture()),
    'GET /api/admin/reviews': () => Response.json(reviewsPage()),
    'POST /api/admin/reviews/:reviewId/approve': ({ params }) =>
      Response.json(adminReview({ id: Number(params.reviewId), status: 'approved' })),
    'POST /api/admin/reviews/:reviewId/hide': ({ params }) =>
      Response.json(adminReview({ id: Number(params.reviewId), status: 'hidden' })),
    'PUT /api/admin/reviews/:reviewId/reply': ({ params }) =>
      Response.json(adminReview({ id: Number(params.reviewId) })),
    'DELETE /api/admin/reviews/:reviewId/reply': ({ params }) =>
      Response.json(adminReview({ id: Number(params.reviewId) })),
    'GET /api/admin/testimonials': () => Response.json({ testimonials: [adminTestimonial()] }),
    'POST /api/admin/testimonials': () => Response.json(adminTestimonial({ id: 4 })),
    'PUT /api/admin/testimonials/:testimonialId': () => Response.json(adminTestimonial()),
    'DELETE /api/admin/testimonials/:testimonialId': () => Response.json({ ok: true }),
    'GET /api/admin/discount-codes': () => Response.json(discountCodeList()),
    'POST /api/admin/discount-codes': () =>
      Response.json(discountCodeRow({ id: 'dc_CCCCCCCCCCCCCCCC' }), { status: 201 }),
    'PUT /api/admin/discount-codes/:codeId': ({ params }) =>
      Response.json(discountCodeRow({ id: params.codeId ?? '' })),
    'DELETE /api/admin/discount-codes/:codeId': () => Response.json({ ok: true }),
  };
}

function match(key: string, method: string, path: string): Record<string, string> | undefined {
  const [routeMethod, routePath = ''] = key.split(' ');
  if (routeMethod !== method) return undefined;
  const expected = routePath.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(value);
    else if (segment !== value) return undefined;
  }
  return params;
}

/**
 * Replaces `fetch` with the admin API, answered from fixtures: every route of
 * shared/contracts/admin-api.ts, signed in as `testAdmin`. `on` replaces one route
 * (also in the middle of a test); an unknown route fails the test loudly.
 */
export function fakeAdminApi(overrides: Partial<Record<RouteKey, AdminRoute>> = {}) {
  const routes: Partial<Record<RouteKey, AdminRoute>> = { ...defaultRoutes(), ...overrides };
  const calls: AdminApiCall[] = [];
  const { fetchMock } = fakeApi(({ path, body }, method) => {
    const url = new URL(path, 'http://shop.test');
    // Exact paths first, so '/orders/search' is not taken for an order id.
    const keys = (Object.keys(routes) as RouteKey[]).sort(
      (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
    );
    for (const key of keys) {
      const params = match(key, method, url.pathname);
      const route = routes[key];
      if (params && route) {
        const call = {
          route: key,
          method,
          path: url.pathname,
          query: url.searchParams,
          params,
          body,
        };
        calls.push(call);
        return route(call);
      }
    }
    throw new Error(`fakeAdminApi: no route for ${method} ${url.pathname}`);
  });
  return {
    calls,
    fetchMock,
    on(key: RouteKey, route: AdminRoute) {
      routes[key] = route;
    },
    /** The calls made to one route, by its key. */
    callsTo(key: RouteKey) {
      return calls.filter((call) => call.route === key);
    },
  };
}
