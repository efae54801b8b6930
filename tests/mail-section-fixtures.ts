import { automationDefaults } from '#content/mail-automations.ts';
import {
  automationIds,
  type AudienceCounts,
  type AutomationsResponse,
  type BroadcastDetail,
  type BroadcastSummary,
  type BroadcastsResponse,
  type MailPreview,
  type SuppressedAddress,
  type SuppressedResponse,
} from '#shared/contracts/admin-mail.ts';
import type { fakeAdminApi } from './fake-admin-api.ts';

type Routes = NonNullable<Parameters<typeof fakeAdminApi>[0]>;

export function broadcastSummary(overrides: Partial<BroadcastSummary> = {}): BroadcastSummary {
  return {
    id: 7,
    subject: 'New: the 2027 deadlines',
    status: 'sent',
    audience: 'both',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:30:00.000Z',
    scheduledAt: null,
    startedAt: '2026-11-21T10:00:00.000Z',
    finishedAt: '2026-11-21T10:05:00.000Z',
    recipients: 1210,
    sent: 1204,
    failed: 6,
    ...overrides,
  };
}

export function broadcastDetail(overrides: Partial<BroadcastDetail> = {}): BroadcastDetail {
  return {
    ...broadcastSummary(),
    preheader: 'What changes on January 1',
    body: '# The deadlines\n\nRead **this** first.',
    ratePerMinute: null,
    archived: false,
    archivePath: null,
    pending: 0,
    unsubscribed: 3,
    bounced: 2,
    ...overrides,
  };
}

/** A draft as the API answers a new one. */
export function draftDetail(overrides: Partial<BroadcastDetail> = {}): BroadcastDetail {
  return broadcastDetail({
    id: 8,
    status: 'draft',
    startedAt: null,
    finishedAt: null,
    recipients: 0,
    sent: 0,
    failed: 0,
    unsubscribed: 0,
    bounced: 0,
    ...overrides,
  });
}

export function broadcastsPage(overrides: Partial<BroadcastsResponse> = {}): BroadcastsResponse {
  return {
    rows: [
      broadcastSummary({
        id: 9,
        subject: 'Spring update',
        status: 'draft',
        startedAt: null,
        finishedAt: null,
        recipients: 0,
        sent: 0,
        failed: 0,
      }),
      broadcastSummary(),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...overrides,
  };
}

export const audienceCounts: AudienceCounts = { subscribers: 1204, buyers: 310, both: 1450 };

export function mailPreview(overrides: Partial<MailPreview> = {}): MailPreview {
  return {
    subject: 'New: the 2027 deadlines',
    html: '<!doctype html><html><body><h1>The deadlines</h1><p>Unsubscribe</p></body></html>',
    text: 'The deadlines\n\nUnsubscribe: https://shop.test/mail/unsubscribe?token=sample',
    ...overrides,
  };
}

export function automationsList(): AutomationsResponse['automations'] {
  return automationIds.map(
    (id) => ({ id, ...automationDefaults[id] }) as AutomationsResponse['automations'][number],
  );
}

export function suppressedAddress(overrides: Partial<SuppressedAddress> = {}): SuppressedAddress {
  return {
    email: 'gone@example.com',
    reason: 'bounced',
    at: '2026-11-22T08:00:00.000Z',
    detail: '550 5.1.1 No such user',
    ...overrides,
  };
}

export function suppressedPage(overrides: Partial<SuppressedResponse> = {}): SuppressedResponse {
  return {
    rows: [
      suppressedAddress(),
      suppressedAddress({ email: 'angry@example.org', reason: 'complained', detail: null }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...overrides,
  };
}

/** The Mail API's routes for `fakeAdminApi`: a new draft is broadcast 8, sending makes it scheduled or sending. */
export function mailRoutes(): Routes {
  return {
    'GET /api/admin/mail/broadcasts': () => Response.json(broadcastsPage()),
    'POST /api/admin/mail/broadcasts': ({ body }) =>
      Response.json(draftDetail(body as Partial<BroadcastDetail>), { status: 201 }),
    // Broadcast 8 is the draft; any other id is sent.
    'GET /api/admin/mail/broadcasts/:id': ({ params }) =>
      Response.json(params.id === '8' ? draftDetail() : broadcastDetail({ id: Number(params.id) })),
    'PUT /api/admin/mail/broadcasts/:id': ({ params, body }) =>
      Response.json(draftDetail({ id: Number(params.id), ...(body as Partial<BroadcastDetail>) })),
    'DELETE /api/admin/mail/broadcasts/:id': () => new Response(null, { status: 204 }),
    'POST /api/admin/mail/broadcasts/:id/send': ({ params, body }) => {
      const { sendAt } = body as { sendAt: string | null };
      return Response.json(
        draftDetail({
          id: Number(params.id),
          status: sendAt ? 'scheduled' : 'sending',
          scheduledAt: sendAt,
          recipients: sendAt ? 0 : audienceCounts.subscribers,
        }),
      );
    },
    'POST /api/admin/mail/broadcasts/:id/cancel': ({ params }) =>
      Response.json(draftDetail({ id: Number(params.id) })),
    'POST /api/admin/mail/broadcasts/:id/test': () =>
      Response.json({ to: 'admin@example.com' }, { status: 202 }),
    'PUT /api/admin/mail/broadcasts/:id/archive': ({ params, body }) =>
      Response.json(
        broadcastDetail({
          id: Number(params.id),
          archived: (body as { archived: boolean }).archived,
          archivePath: (body as { archived: boolean }).archived
            ? '/newsletter/the-deadlines'
            : null,
        }),
      ),
    'POST /api/admin/mail/preview': () => Response.json(mailPreview()),
    'GET /api/admin/mail/audience': () => Response.json(audienceCounts),
    'GET /api/admin/mail/automations': () => Response.json({ automations: automationsList() }),
    'PUT /api/admin/mail/automations/:id': ({ params, body }) =>
      Response.json({ id: params.id, ...(body as object) }),
    'GET /api/admin/mail/suppressed': () => Response.json(suppressedPage()),
    'POST /api/admin/mail/suppressed': ({ body }) =>
      Response.json(
        suppressedAddress({
          ...(body as Partial<SuppressedAddress>),
          at: '2026-11-26T10:00:00.000Z',
        }),
        { status: 201 },
      ),
    'DELETE /api/admin/mail/suppressed/:email': () => new Response(null, { status: 204 }),
  };
}
