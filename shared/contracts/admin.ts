import { z } from 'zod';
import { adminRoles } from './auth.ts';
import { revenueFields, taxFields } from './revenue.ts';
import { taxPriceModes } from './admin-settings.ts';
import { emailField } from './fields.ts';
import { contactSources } from './messages.ts';

/** Times travel as ISO 8601 strings; amounts as numbers in dollars. */
const isoTime = z.string();

/**
 * The Orders list's filters: orders are paid orders (completed, or refunded since), the
 * default; unpaid checkouts (pending or expired) are a list of their own, never counted as
 * orders (server/revenue/revenue.ts); `all` lists both.
 */
export const orderStatusFilters = [
  'paid',
  'completed',
  'refunded',
  'unpaid',
  'pending',
  'expired',
  'all',
] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

/** What a search lists when it names no status: the orders, paid. */
export const orderSearchDefaults = { status: 'paid' } as const satisfies {
  status: OrderStatusFilter;
};

/** An order as the back office lists it. `status` is kept as stored: the screen shows an unknown one as text. */
export const adminOrderRowSchema = z.object({
  id: z.string(),
  createdAt: isoTime,
  status: z.string(),
  /** The net: what the shop earns from the order (its revenue), without the tax. */
  amount: z.number(),
  /** The sales tax charged with it, 0 when none: the buyer paid `amount + tax`. */
  tax: z.number(),
  currency: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const orderSummarySchema = z.object({
  /** Paid orders ever, refunded ones included. */
  orders: z.number(),
  /** How many of them were refunded. */
  refunded: z.number(),
  /** Checkouts opened and never paid (pending or expired): not orders. */
  unpaidCheckouts: z.number(),
  /** Every order ever paid, net of refunds (shared/contracts/revenue.ts). */
  ...revenueFields,
  /** The sales tax collected with them, net of refunds: not revenue. */
  ...taxFields,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** `GET /api/admin/orders`: the totals over every order and the 10 newest paid ones. */
export const ordersOverviewSchema = z.object({
  summary: orderSummarySchema,
  orders: z.array(adminOrderRowSchema),
});
export type OrdersOverview = z.infer<typeof ordersOverviewSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page is too large.')
    .default(1),
});

/** A calendar day, YYYY-MM-DD: the seller's day, in the zone the settings name. */
const dayField = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date, YYYY-MM-DD.`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      message: `${field} must be a real date.`,
    })
    .optional();

/**
 * `GET /api/admin/orders/search?q=&domain=&status=&from=&to=&page=`, every filter optional and
 * combined: `q` is an order id's start (`ord_...`) or a fragment of the buyer's e-mail or name;
 * `domain` the part of the e-mail after `@`; `from` and `to` the seller's days, both included;
 * `status` paid orders unless another filter is chosen.
 */
export const orderSearchQuerySchema = pageQuerySchema
  .extend({
    q: z.string().trim().max(254, 'Search for at most 254 characters.').default(''),
    domain: z
      .string()
      .trim()
      .transform((value) => value.replace(/^@/, '').toLowerCase())
      .pipe(
        z
          .string()
          .max(253, 'A domain has at most 253 characters.')
          .regex(/^[^\s@]*$/, 'Give the domain alone, such as example.com.'),
      )
      .default(''),
    status: z
      .enum(orderStatusFilters, { error: 'Choose a known status.' })
      .default(orderSearchDefaults.status),
    from: dayField('from'),
    to: dayField('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must be on or after from.',
  });
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

/**
 * The money of the matching orders, in dollars: paid (completed or refunded), refunded, net;
 * and the sales tax collected with them, net of refunds, beside it (never part of it).
 */
export const orderSearchTotalsSchema = z.object({
  gross: z.number(),
  refunded: z.number(),
  net: z.number(),
  ...taxFields,
});

export const orderSearchResultSchema = pageOf(adminOrderRowSchema).extend({
  totals: orderSearchTotalsSchema,
});
export type OrderSearchResult = z.infer<typeof orderSearchResultSchema>;

export const orderMailSchema = z.object({
  id: z.number(),
  kind: z.string(),
  recipient: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: isoTime,
  sentAt: isoTime.nullable(),
});
export type OrderMail = z.infer<typeof orderMailSchema>;

/** `GET /api/admin/orders/:id`: what support needs to answer a buyer. */
export const orderDetailSchema = z.object({
  order: adminOrderRowSchema.extend({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    provider: z.string(),
    providerSessionId: z.string().nullable(),
    paymentIntentId: z.string().nullable(),
    refundId: z.string().nullable(),
    completedAt: isoTime.nullable(),
    expiredAt: isoTime.nullable(),
    refundedAt: isoTime.nullable(),
    /** The price before the code (the sale price in a sale); null on orders from before codes. */
    listPrice: z.number().nullable(),
    /** The code as the buyer applied it, and what it took off `listPrice` to make `amount`. */
    discountCode: z.string().nullable(),
    discount: z.number(),
    /** Whether the price the buyer saw included the tax; null when no tax was charged. */
    taxPrices: z.enum(taxPriceModes).nullable(),
    /** What the buyer's payment took: `amount + tax`. */
    charged: z.number(),
  }),
  /**
   * The analytics visit the checkout came from: its source, utm medium and campaign (null when
   * the address had none) and the page it landed on; null when the tracker never saw the buyer.
   */
  visit: z
    .object({
      source: z.string(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      landingPage: z.string(),
    })
    .nullable(),
  /** Whether Refund may be pressed now, and if not, the sentence that says why. */
  refund: z.object({
    allowed: z.boolean(),
    reason: z.string().nullable(),
    /** The end of the refund window, for a completed order. */
    until: isoTime.nullable(),
  }),
  mails: z.array(orderMailSchema),
  downloadLink: z
    .object({ usesLeft: z.number(), maxDownloads: z.number(), expiresAt: isoTime })
    .nullable(),
  downloads: z.array(
    z.object({ at: isoTime, ip: z.string().nullable(), userAgent: z.string().nullable() }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const subscriberStatusFilters = ['all', 'pending', 'confirmed', 'unsubscribed'] as const;

export const subscriberQuerySchema = pageQuerySchema.extend({
  status: z.enum(subscriberStatusFilters, { error: 'Choose a known status.' }).default('all'),
});

export const adminSubscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.string(),
  createdAt: isoTime,
  confirmedAt: isoTime.nullable(),
  unsubscribedAt: isoTime.nullable(),
});

/** `GET /api/admin/subscribers?status=&page=`: counts by status and one page of the list. */
export const subscribersResponseSchema = pageOf(adminSubscriberSchema).extend({
  counts: z.object({
    pending: z.number(),
    confirmed: z.number(),
    unsubscribed: z.number(),
  }),
});
export type SubscribersResponse = z.infer<typeof subscribersResponseSchema>;

export const adminMessageSchema = z.object({
  id: z.number(),
  createdAt: isoTime,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  source: z.enum(contactSources),
  /** It asks about the sender's own case (shared/own-case-question.ts), judged by the server. */
  ownCase: z.boolean(),
  readAt: isoTime.nullable(),
  handledAt: isoTime.nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** `GET /api/admin/messages?page=`: the inbox, newest first. */
export const messagesResponseSchema = pageOf(adminMessageSchema).extend({ unread: z.number() });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/** `POST /api/admin/messages/:id`: mark read or handled (or undo either). */
export const messageUpdateSchema = z
  .object({ read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine((update) => update.read !== undefined || update.handled !== undefined, {
    path: ['body'],
    message: 'Say read or handled.',
  });

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** Invited: the set-password link has not been used yet. */
  status: z.enum(['active', 'invited']),
  role: z.enum(adminRoles),
  createdAt: isoTime,
  lastSignInAt: isoTime.nullable(),
  isYou: z.boolean(),
  /** Has a passkey or a confirmed authenticator app. */
  secondFactor: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** `GET /api/admin/admins`. */
export const adminsResponseSchema = z.object({ admins: z.array(adminAccountSchema) });

const roleField = z.enum(adminRoles, { error: 'Choose owner or support.' });

/**
 * `POST /api/admin/admins`: Grant Admin Role, with the role named every time (the form offers
 * support first: the least an admin needs). An admin already is keeps their role.
 */
export const grantAdminRequestSchema = z.object({ email: emailField, role: roleField });
export type GrantAdminRequest = z.infer<typeof grantAdminRequestSchema>;

/** `POST /api/admin/admins/:id/role`: give an admin the other role (owners only). */
export const changeAdminRoleRequestSchema = z.object({ role: roleField });
export type ChangeAdminRoleRequest = z.infer<typeof changeAdminRoleRequestSchema>;
export const changeAdminRoleResponseSchema = z.object({ admin: adminAccountSchema });
export const grantAdminResponseSchema = z.object({
  outcome: z.enum(['promoted', 'invited', 'already_admin']),
  admin: adminAccountSchema,
});
export type GrantAdminResponse = z.infer<typeof grantAdminResponseSchema>;

/** `POST /api/admin/admins/:id/revoke`; `signedOut` when you revoked yourself and your session ended. */
export const revokeAdminResponseSchema = z.object({ ok: z.literal(true), signedOut: z.boolean() });
export type RevokeAdminResponse = z.infer<typeof revokeAdminResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: isoTime,
  actorEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** What the seller knows the target by (a code's text, a subject); null when the target says it. */
  targetLabel: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit`: the newest 50 entries. */
export const auditResponseSchema = z.object({ entries: z.array(auditEntrySchema) });

/** Audit actions, one word each, as stored and shown. */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_reset_requested',
  'password_set',
  'password_changed',
  'admin_granted',
  'admin_invited',
  'admin_revoked',
  'admin_role_changed',
  'order_refunded',
  'delivery_resent',
  'mail_requeued',
  'orders_exported',
  'customers_exported',
  'subscribers_exported',
  // One person's data (server/privacy/): the address as its hash, never the data.
  'person_exported',
  'message_updated',
  'guide_uploaded',
  'guide_removed',
  'guide_update_notified',
  'image_uploaded',
  'image_removed',
  'settings_saved',
  'review_approved',
  'review_hidden',
  'review_replied',
  'review_reply_removed',
  'testimonial_added',
  'testimonial_updated',
  'testimonial_removed',
  'mail_address_suppressed',
  'mail_address_allowed',
  'mail_addresses_allowed',
  'mail_relay_resumed',
  'automation_saved',
  // Broadcasts (server/broadcasts/).
  'broadcast_created',
  'broadcast_updated',
  'broadcast_deleted',
  'broadcast_scheduled',
  'broadcast_cancelled',
  'broadcast_test_sent',
  'broadcast_archived',
  'broadcast_paused',
  'broadcast_resumed',
  // Discount codes (server/discount-codes/).
  'discount_code_created',
  'discount_code_updated',
  'discount_code_deleted',
  // Privacy requests (server/privacy/).
  'person_erased',
  // Publishing (server/publishing/): an entry's life. Autosaves are not audited (decision 116).
  'entry_created',
  'entry_saved',
  'entry_published',
  'entry_scheduled',
  'entry_unpublished',
  'entry_deleted',
  'entry_restored',
  // Publishing's authors and reviewers, reviews and the state guide notice (server/publishing/).
  'person_added',
  'person_updated',
  'person_removed',
  'entry_reviewed',
  'state_guide_notified',
  // Backups (server/backups/).
  'backup_started',
  'backup_schedule_changed',
  'backup_downloaded',

  // Second factors (server/auth/): the second step, each admin's own factors, the team's rule.
  'sign_in_second_step_failed',
  'recovery_code_used',
  'passkey_added',
  'passkey_renamed',
  'passkey_removed',
  'totp_enabled',
  'totp_disabled',
  'recovery_codes_generated',
  'team_policy_changed',
  'second_factor_reset',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const okSchema = z.object({ ok: z.literal(true) });
