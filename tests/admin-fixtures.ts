import type { AudienceResponse } from '#shared/contracts/admin-mail.ts';
import type {
  AdminAccount,
  AdminMessage,
  AdminOrderRow,
  AuditEntry,
  MessagesResponse,
  OrderDetail,
  OrderMail,
  OrdersOverview,
  SubscribersResponse,
} from '#shared/contracts/admin.ts';
import type { GuideFile, GuideFilesAnswer } from '#shared/contracts/admin-guide-files.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import type { GuideUpdateNotice } from '#shared/contracts/admin-mail.ts';

/** Answers in the admin API's shapes (shared/contracts/admin.ts), for the back office's tests. */

export const testAdmin: AuthUser = {
  id: 'user-admin-1',
  email: 'admin@example.com',
  role: 'owner',
};

const customers = [
  ['Jordan Miller', 'jordan.miller@example.com'],
  ['Alex Rivera', 'alex.rivera@example.net'],
  ['Sam Carter', 'sam.carter@example.org'],
  ['Taylor Brooks', 'taylor.brooks@example.com'],
  ['Morgan Lee', 'morgan.lee@example.com'],
] as const;
const statuses = ['completed', 'completed', 'pending', 'refunded', 'expired'] as const;

export function orderRow(index: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  const [customerName, customerEmail] = customers[index % customers.length] ?? customers[0];
  return {
    id: `ord_${String(1000 + index)}`,
    createdAt: new Date(Date.UTC(2026, 10, 23, 15, 0) - index * 3_600_000 * 7).toISOString(),
    status: statuses[index % statuses.length] ?? 'completed',
    amount: 47,
    tax: 0,
    currency: 'usd',
    customerName,
    customerEmail,
    ...overrides,
  };
}

export function ordersOverview(overrides: Partial<OrdersOverview> = {}): OrdersOverview {
  return {
    summary: {
      orders: 113,
      refunded: 3,
      unpaidCheckouts: 15,
      revenue: 4888,
      grossRevenue: 5029,
      refundedRevenue: 141,
      tax: 0,
    },
    orders: Array.from({ length: 10 }, (_, index) => orderRow(index)),
    ...overrides,
  };
}

export function orderMail(overrides: Partial<OrderMail> = {}): OrderMail {
  return {
    id: 501,
    kind: 'order-delivery',
    recipient: 'jordan.miller@example.com',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-23T15:00:05.000Z',
    sentAt: '2026-11-23T15:00:09.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order: {
      ...orderRow(0),
      address: '1200 Main Street, Apt 4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      provider: 'stripe',
      providerSessionId: 'cs_test_a1B2c3D4e5F6g7H8',
      paymentIntentId: 'pi_3Pq7Lm2eZvKYlo2C1a2b3c4d',
      refundId: null,
      completedAt: '2026-11-23T15:00:04.000Z',
      expiredAt: null,
      refundedAt: null,
      listPrice: null,
      discountCode: null,
      discount: 0,
      taxPrices: null,
      charged: 47,
    },
    visit: {
      source: 'Google',
      medium: 'cpc',
      campaign: 'spring-notice',
      landingPage: '/states/texas-child-support',
    },
    refund: { allowed: true, reason: null, until: '2026-12-07T15:00:04.000Z' },
    mails: [
      orderMail(),
      orderMail({
        id: 502,
        kind: 'order-delivery',
        status: 'failed',
        attempts: 60,
        lastError: 'SMTP 550: mailbox unavailable',
        sentAt: null,
      }),
    ],
    downloadLink: { usesLeft: 3, maxDownloads: 5, expiresAt: '2026-11-30T15:00:04.000Z' },
    downloads: [
      {
        at: '2026-11-23T15:02:11.000Z',
        ip: '203.0.113.24',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      },
      {
        at: '2026-11-23T18:40:52.000Z',
        ip: '198.51.100.7',
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
    ],
    ...overrides,
  };
}

/** The audience as the Subscribers section lists it: 3 addresses, one of them both ways. */
export function audiencePage(overrides: Partial<AudienceResponse> = {}): AudienceResponse {
  return {
    counts: { subscribers: 2, buyers: 2, both: 3 },
    rows: [
      {
        email: 'buyer.one@example.com',
        subscriber: false,
        buyer: true,
        since: '2026-11-22T12:00:00.000Z',
      },
      {
        email: 'reader.one@example.com',
        subscriber: true,
        buyer: true,
        since: '2026-11-20T10:04:00.000Z',
      },
      {
        email: 'reader.four@example.net',
        subscriber: true,
        buyer: false,
        since: '2026-11-18T07:00:00.000Z',
      },
    ],
    total: 3,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}

export function subscribersPage(overrides: Partial<SubscribersResponse> = {}): SubscribersResponse {
  return {
    rows: [
      {
        id: 1,
        email: 'reader.one@example.com',
        status: 'confirmed',
        createdAt: '2026-11-20T10:00:00.000Z',
        confirmedAt: '2026-11-20T10:04:00.000Z',
        unsubscribedAt: null,
      },
      {
        id: 2,
        email: 'reader.two@example.net',
        status: 'pending',
        createdAt: '2026-11-21T09:30:00.000Z',
        confirmedAt: null,
        unsubscribedAt: null,
      },
      {
        id: 3,
        email: 'reader.three@example.org',
        status: 'unsubscribed',
        createdAt: '2026-11-02T08:00:00.000Z',
        confirmedAt: '2026-11-02T08:10:00.000Z',
        unsubscribedAt: '2026-11-19T12:00:00.000Z',
      },
    ],
    total: 3,
    page: 1,
    pageSize: 25,
    counts: { pending: 1, confirmed: 1, unsubscribed: 1 },
    ...overrides,
  };
}

export function contactMessage(overrides: Partial<AdminMessage> = {}): AdminMessage {
  return {
    id: 71,
    createdAt: '2026-11-23T12:30:00.000Z',
    name: 'Chris Doe',
    email: 'chris.doe@example.com',
    message: 'Does the guide cover a hearing notice that arrived after the deadline?',
    source: 'form',
    ownCase: false,
    readAt: null,
    handledAt: null,
    ...overrides,
  };
}

export function messagesPage(overrides: Partial<MessagesResponse> = {}): MessagesResponse {
  return {
    rows: [
      contactMessage(),
      contactMessage({
        id: 70,
        createdAt: '2026-11-22T08:15:00.000Z',
        name: 'Pat Quinn',
        email: 'pat.quinn@example.net',
        message: 'Thank you, the state guide for Texas helped a lot.',
        readAt: '2026-11-22T09:00:00.000Z',
        handledAt: '2026-11-22T09:05:00.000Z',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    unread: 1,
    ...overrides,
  };
}

export function adminAccounts(): AdminAccount[] {
  return [
    {
      id: testAdmin.id,
      email: testAdmin.email,
      status: 'active',
      role: 'owner',
      createdAt: '2026-11-01T09:00:00.000Z',
      lastSignInAt: '2026-11-23T14:55:00.000Z',
      isYou: true,
      secondFactor: false,
    },
    {
      id: 'user-admin-2',
      email: 'partner@example.com',
      status: 'invited',
      role: 'support',
      createdAt: '2026-11-22T16:00:00.000Z',
      lastSignInAt: null,
      isYou: false,
      secondFactor: false,
    },
  ];
}

export function auditEntries(): AuditEntry[] {
  return [
    {
      id: 3,
      at: '2026-11-23T14:58:00.000Z',
      actorEmail: testAdmin.email,
      action: 'admin_invited',
      target: 'partner@example.com',
      targetLabel: null,
      ip: '203.0.113.5',
    },
    {
      id: 2,
      at: '2026-11-23T14:55:00.000Z',
      actorEmail: testAdmin.email,
      action: 'sign_in',
      target: null,
      targetLabel: null,
      ip: '203.0.113.5',
    },
    {
      id: 1,
      at: '2026-11-23T14:54:00.000Z',
      actorEmail: 'unknown@example.com',
      action: 'sign_in_failed',
      target: 'unknown@example.com',
      targetLabel: null,
      ip: '198.51.100.99',
    },
  ];
}

export function guideFile(index: number, overrides: Partial<GuideFile> = {}): GuideFile {
  return {
    id: `gf_file${String(index).padStart(12, '0')}`,
    name: index === 0 ? 'Child Support Defense Guide v3.pdf' : `Guide draft ${index}.pdf`,
    sizeBytes: 1_468_006 - index * 1000,
    pageCount: 21,
    sha256: `${String(index)}f3a9c2b7e1d4`.padEnd(64, '0'),
    uploadedAt: new Date(Date.UTC(2026, 10, 23, 15, 0) - index * 86_400_000).toISOString(),
    uploadedBy: testAdmin.email,
    ...overrides,
  };
}

/** Two stored files; the newest is delivered. */
/** The Guide card's notice of the newest fixture version: on, three buyers, not sent yet. */
export function guideUpdateNotice(overrides: Partial<GuideUpdateNotice> = {}): GuideUpdateNotice {
  const newest = guideFile(0);
  return {
    version: { id: newest.id, name: newest.name, uploadedAt: newest.uploadedAt },
    buyers: 3,
    notified: false,
    enabled: true,
    ...overrides,
  };
}

export function guideFilesOverview(overrides: Partial<GuideFilesAnswer> = {}): GuideFilesAnswer {
  const files = overrides.files ?? [guideFile(0), guideFile(1)];
  const [newest] = files;
  return {
    files,
    maxBytes: 25 * 1024 * 1024,
    delivered: newest
      ? { kind: 'upload', id: newest.id, name: newest.name, uploadedAt: newest.uploadedAt }
      : { kind: 'placeholder' },
    ...overrides,
  };
}
