/**
 * The Drizzle schema: every table of the product, with its indexes beside it.
 * Tables arrive with the features that need them; `npm run db:generate` turns
 * changes here into a committed SQL migration under drizzle/.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ImageExtension } from '#shared/contracts/admin-images.ts';
import { entryKinds, entryStatuses, type EntryContent } from '#shared/contracts/publishing.ts';
import { taxPriceModes } from '#shared/contracts/admin-settings.ts';
import { adminRoles } from '#shared/contracts/auth.ts';
import { reviewStatuses } from '#shared/contracts/admin-reviews.ts';
import { contactSources } from '#shared/contracts/messages.ts';
import {
  automationIds,
  broadcastAudiences,
  broadcastStatuses,
  mailOptOutTopics,
  suppressionReasons,
} from '#shared/contracts/admin-mail.ts';
import { analyticsSchema } from './analytics-schema.ts';

/** Bytes: guide files, stamped copies, images, passkeys' public keys. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const orderStatuses = ['pending', 'completed', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    /** Decided by the server from the product record, never by the browser. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    productId: text('product_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    paymentIntentId: text('payment_intent_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's refund id, once an admin's refund went through. */
    refundId: text('refund_id'),
    /** The browser's analytics session and visitor when the checkout started, if it sent them. */
    analyticsSessionId: text('analytics_session_id'),
    analyticsVisitorId: text('analytics_visitor_id'),
    /**
     * The buyer ticked "send me news" at the checkout (unticked by default): when, and from
     * where, as evidence of their consent, like a subscriber's confirmation.
     */
    newsConsentAt: timestamp('news_consent_at', { withTimezone: true }),
    newsConsentIp: text('news_consent_ip'),
    /**
     * The price before any discount when the checkout started (the sale price during a sale),
     * in cents; `amount_cents` is that less `discount_cents`. Null on orders from before codes.
     */
    listPriceCents: integer('list_price_cents'),
    /** The discount code applied, as the buyer saw it (upper-case), and what it took off. */
    discountCodeId: text('discount_code_id').references(() => discountCodes.id),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** How the buyer paid, in the provider's words ('card', 'link', 'test'), for the receipt. */
    paymentMethodKind: text('payment_method_kind'),
    /**
     * The secret of the order's receipt link (`/receipt/<token>`), made the first time a mail or
     * the library links to it; a receipt names the buyer, so its address is not guessable.
     */
    receiptToken: text('receipt_token'),
    /**
     * Who started the checkout: a hash of the client's address as rate limits count it, so one
     * client holds one use of a limited code at a time (server/discount-codes/code-holds.ts).
     */
    clientKey: text('client_key'),
    /** When the payment page stops taking payment, as the order asked; null: the provider's default. */
    payableUntil: timestamp('payable_until', { withTimezone: true }),
    /**
     * The sales tax charged, in cents, as the provider computed it at payment: never revenue.
     * `amount_cents` is the net (what the shop earns) and the buyer paid both together.
     */
    taxCents: integer('tax_cents').notNull().default(0),
    /**
     * Whether the price the buyer saw included the tax ('inclusive') or had it added
     * ('exclusive'); null when the order was taken without tax.
     */
    taxPrices: text('tax_prices', { enum: taxPriceModes }),
    /**
     * When an owner erased the buyer (server/privacy/): the order keeps what accounting needs
     * under an anonymous address, and no mail to buyers picks it any more (decision 110).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    // verify-payment and webhooks find the order of a provider session.
    uniqueIndex('orders_provider_session_id_key').on(table.providerSessionId),
    // Stripe's dashboard and disputes name the payment intent: support finds the order by it.
    index('orders_payment_intent_id_idx').on(table.paymentIntentId),
    // Descending indexes say NULLS FIRST, as ORDER BY ... DESC means: PostgreSQL reads an
    // index in a query's order only when the NULLS placement matches too, even on NOT NULL.
    // The admin's recent orders, newest first, and the export's batches.
    index('orders_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    // The orders card's counts, revenue and tax can be read from the index alone (index-only
    // scan); at 100,000 orders PostgreSQL's planner may prefer a parallel scan of the table.
    index('orders_status_amount_idx').on(
      table.status,
      table.amountCents,
      table.completedAt,
      table.taxCents,
    ),
    // The back office's status filter, newest first.
    index('orders_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    // Revenue and tax by the moment of sale (server/revenue/): the Overview's periods, the
    // orders card's totals and the export's sums, read from the index alone.
    index('orders_completed_at_idx').on(
      table.completedAt,
      table.status,
      table.amountCents,
      table.taxCents,
    ),
    // The back office's search by the start of an order id (LIKE 'ord_abc%' in any collation).
    index('orders_id_search_idx').on(table.id.op('text_pattern_ops')),
    // A buyer's orders by their address, whatever its case (lower(customer_email) = ...).
    index('orders_customer_email_search_idx').using(
      'btree',
      sql`lower(${table.customerEmail}) text_pattern_ops`,
    ),
    // The back office's search by a fragment of the address or the name (ILIKE '%...%'):
    // trigram indexes (pg_trgm), where a scan of 100,000 orders took over half a second.
    index('orders_customer_email_trgm_idx').using('gin', table.customerEmail.op('gin_trgm_ops')),
    index('orders_customer_name_trgm_idx').using('gin', table.customerName.op('gin_trgm_ops')),
    // The buyers a broadcast may reach: those who agreed to news, by address.
    index('orders_news_consent_email_idx')
      .using('btree', sql`lower(${table.customerEmail})`)
      .where(sql`${table.newsConsentAt} is not null`),
    // A receipt link finds its order.
    uniqueIndex('orders_receipt_token_key').on(table.receiptToken),
    // A code's uses (completed, refunded and recently started orders) and its revenue.
    index('orders_discount_code_id_idx')
      .on(table.discountCodeId, table.status, table.createdAt)
      .where(sql`${table.discountCodeId} is not null`),
  ],
);

export const discountKinds = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/**
 * Discount codes the seller issues. A use is an order that carries the code and was paid
 * (completed or refunded later), or was started recently enough that its payment page may
 * still be paid; claims of a code's last use take its row's lock (server/discount-codes/).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    /** Upper-case letters, digits, `-` and `_`; buyers type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    /** Percent off (1-100) for 'percent', cents off for 'fixed'. */
    amount: integer('amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_key').on(table.code),
    check('discount_codes_amount_check', sql`${table.amount} > 0`),
    check(
      'discount_codes_percent_check',
      sql`${table.kind} <> 'percent' or ${table.amount} <= 100`,
    ),
    check('discount_codes_max_uses_check', sql`${table.maxUses} is null or ${table.maxUses} > 0`),
    check(
      'discount_codes_dates_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
  ],
);

/**
 * One row per buyer (the address lower-cased): their paid orders' figures, kept by the
 * order's completion and refund transactions (server/customers/customer-ledger.ts), so the
 * Customers list reads a page of rows, not every order. A refund before its completion
 * counts as an order, refunded; `paid_cents` is net of refunds.
 */
export const customers = pgTable(
  'customers',
  {
    email: text('email').primaryKey(),
    orders: integer('orders').notNull(),
    paidCents: integer('paid_cents').notNull(),
    refunds: integer('refunds').notNull(),
    refundedCents: integer('refunded_cents').notNull(),
    firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }).notNull(),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // The Customers list, latest purchase first, the address breaking ties.
    index('customers_last_purchase_idx').on(table.lastPurchaseAt.desc().nullsFirst(), table.email),
    // The Customers search by a fragment of the address (LIKE '%...%').
    index('customers_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);

/** Sessions of the built-in test payment provider, which stands in for Stripe without keys. */
export const testPaymentSessions = pgTable('test_payment_sessions', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id),
  /** The whole charge, tax included, as Stripe's `amount_total`. */
  amountCents: integer('amount_cents').notNull(),
  /** The simulated sales tax within `amount_cents` (TEST_TAX_RATE_PERCENT), 0 without tax. */
  taxCents: integer('tax_cents').notNull().default(0),
  currency: text('currency').notNull(),
  customerEmail: text('customer_email').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** When the page stops taking payment, as Stripe's `expires_at`; null: it never does. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Every provider event handled, so a redelivered event does nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const downloadTokens = pgTable(
  'download_tokens',
  {
    token: text('token').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxDownloads: integer('max_downloads').notNull(),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    /**
     * Null for the order's delivery link; a guide file's id for the newer link its update
     * notice carried (server/guide-update/). Every link downloads the guide delivered now.
     */
    guideFileId: text('guide_file_id'),
  },
  // One delivery link per order (completing twice cannot make a second one) and one link per
  // update notice: nulls not distinct, so the delivery link's null counts as one value.
  (table) => [
    unique('download_tokens_order_guide_key')
      .on(table.orderId, table.guideFileId)
      .nullsNotDistinct(),
  ],
);

export const downloadVias = ['link', 'library'] as const;
export type DownloadVia = (typeof downloadVias)[number];

/** Evidence for a payment dispute: who downloaded the guide, when, from where. */
export const downloadEvents = pgTable(
  'download_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Which door: the mailed link ('link') or the buyer's library ('library', its own daily limit). */
    via: text('via', { enum: downloadVias }).notNull().default('link'),
  },
  (table) => [index('download_events_order_id_idx').on(table.orderId, table.via, table.at)],
);

/**
 * The buyer's library (server/library/): a one-time sign-in link mailed to an address that
 * bought, and the short session it opens. Only tokens' SHA-256 are stored, as for admins; the
 * two never mix (their own tables, their own cookie).
 */
export const libraryLinks = pgTable(
  'library_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the one request that used it; a used link signs nobody in again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('library_links_expires_at_idx').on(table.expiresAt)],
);

export const librarySessions = pgTable(
  'library_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased: the session shows this address's orders. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('library_sessions_expires_at_idx').on(table.expiresAt)],
);

/** 'withdrawn': its renderer found, when the time came, that it should no longer be sent. */
export const outboxStatuses = ['pending', 'sent', 'failed', 'withdrawn'] as const;

/**
 * Mail to send, written in the same transaction as the change that causes it and
 * sent by the outbox worker. `sentAt` is when the mail server accepted it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    orderId: text('order_id').references(() => orders.id),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the message until then; past it, another worker may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When an attempt to send it first failed (the database clock); null while none has. Since
     * when mail has been failing, for the owners' alert (server/mail/mail-failure-repository.ts).
     */
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    /** The broadcast this mail carries to one of its recipients; null for every other mail. */
    broadcastId: integer('broadcast_id').references(() => broadcasts.id),
  },
  (table) => [
    // The worker's two claims, each served by its own index: one-to-one mail (a delivery, a
    // confirmation) is claimed before any broadcast mail, so 100,000 queued broadcast rows
    // never sit in front of a buyer's mail. Both read due rows oldest first, then by id.
    index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.broadcastId} is null`),
    index('outbox_bulk_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending' and ${table.broadcastId} is not null`),
    // The few pending rows out of attempts, found without reading the due ones (failExhaustedMail).
    index('outbox_pending_attempts_idx')
      .on(table.attempts)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_order_id_idx').on(table.orderId),
    // Confirmation mails sent to one address lately: the cap on sign-up mail per address.
    index('outbox_recipient_kind_created_idx').on(table.recipient, table.kind, table.createdAt),
    // The Overview's failed mail, newest first: only the few rows that failed for good.
    index('outbox_failed_idx')
      .on(table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'failed'`),
    // Since when mail has been failing: the earliest failure of mail still waiting (a few rows).
    index('outbox_failing_idx')
      .on(table.firstFailedAt)
      .where(sql`${table.status} = 'pending' and ${table.firstFailedAt} is not null`),
    // The last mail the mail server accepted: whether mail flows (health alerts).
    index('outbox_sent_at_idx')
      .on(table.sentAt)
      .where(sql`${table.sentAt} is not null`),
    // A broadcast reaches each address once, whichever instance queued it, however often.
    uniqueIndex('outbox_broadcast_recipient_key')
      .on(table.broadcastId, table.recipient)
      .where(sql`${table.broadcastId} is not null`),
  ],
);

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

export const subscribers = pgTable(
  'subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased: one subscription per address. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    confirmToken: text('confirm_token').notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    signupIp: text('signup_ip'),
    /** Consent proof: when and from where the confirmation link was used. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmIp: text('confirm_ip'),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Signed up at a checkout that could not sell yet: wants one mail when the guide is ready. */
    notifyWhenGuideReady: boolean('notify_when_guide_ready').notNull().default(false),
  },
  (table) => [
    uniqueIndex('subscribers_email_key').on(table.email),
    uniqueIndex('subscribers_confirm_token_key').on(table.confirmToken),
    uniqueIndex('subscribers_unsubscribe_token_key').on(table.unsubscribeToken),
    // The back office's list by status, newest first, and the export of confirmed ones.
    index('subscribers_status_created_at_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
    ),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** The contact form, or the chat handing over a question it could not answer. */
    source: text('source', { enum: contactSources }).notNull().default('form'),
    /**
     * The message asks about the sender's own case (shared/own-case-question.ts): set by the
     * server from the text, never by the client; the inbox marks it, as support gives no legal advice.
     */
    ownCase: boolean('own_case').notNull().default(false),
    /** When an admin first opened it in the inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin marked it answered. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  // The admin's inbox, newest first.
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    // The Overview's unhandled messages, newest first: counted and listed from this index.
    index('contact_messages_unhandled_idx')
      .on(table.createdAt.desc().nullsFirst())
      .where(sql`${table.handledAt} is null`),
  ],
);

// Defined with the back office's contract, which filters by them.
export { reviewStatuses, type ReviewStatus } from '#shared/contracts/admin-reviews.ts';

/**
 * Reviews written by buyers through their order's review link: one per order, which is what
 * makes each a verified purchase. Shown on the site only once an admin approves it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    /** The name the buyer chose to show ("Maria G."). */
    displayName: text('display_name').notNull(),
    /** When the buyer ticked the consent to publish: the form refuses a review without it. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    /** The seller's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /**
     * Why the review is marked for the seller to decide on (it names an amount or claims a
     * legal outcome), written by the server from the text when the review arrives; null when
     * it claims neither (server/review-moderation/review-claims.ts).
     */
    claimFlag: text('claim_flag'),
  },
  (table) => [
    uniqueIndex('reviews_order_id_key').on(table.orderId),
    // The back office's list by status, newest first; the site's approved ones and their average.
    index('reviews_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The seller's own testimonials (from a letter, a call): shown as theirs, never as a
 * verified purchase, and never counted in the average rating.
 */
export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  quote: text('quote').notNull(),
  name: text('name').notNull(),
  /** Where the person lives, as they agreed to show it ("Houston, TX"); empty for none. */
  location: text('location').notNull().default(''),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The review request of an order: one row per order at most (the primary key), inserted in
 * the transaction that queues its mail, so no restart or second instance mails a buyer twice.
 * The link's token exists only in the mail; the hash is set when the mail is rendered.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    createdAt: createdAt(),
    /** SHA-256 of the link's token; null until the mail is rendered. */
    tokenHash: text('token_hash'),
    /**
     * SHA-256 of the mail's stop link's own token, made with the review link's: neither link
     * can do what the other does.
     */
    optOutTokenHash: text('opt_out_token_hash'),
    /** When the link was used to send a review: it works once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  // The review page and the API find the request of a link; the stop page, of a stop link.
  (table) => [
    uniqueIndex('review_requests_token_hash_key').on(table.tokenHash),
    uniqueIndex('review_requests_opt_out_token_hash_key').on(table.optOutTokenHash),
  ],
);

/**
 * Addresses that asked for no more mail of a topic ('review-requests', or 'news': broadcasts
 * and the automations that market), lower-cased: kept by address, so a buyer's next order is
 * not asked either.
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: text('email').notNull(),
    topic: text('topic', { enum: mailOptOutTopics }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.topic] })],
);

/**
 * A mail to many: written in the Mail section, sent through the outbox to its audience (each
 * recipient one outbox row, `outbox.broadcast_id`), optionally shown on the site's archive.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** The line inboxes show after the subject. */
    preheader: text('preheader').notNull().default(''),
    /** Markdown; `![alt](media:name.png)` names an uploaded image. */
    body: text('body').notNull(),
    audience: text('audience', { enum: broadcastAudiences }).notNull(),
    status: text('status', { enum: broadcastStatuses }).notNull().default('draft'),
    /** When a scheduled broadcast starts; set to the moment of "Send now" too. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Mails handed to the outbox per minute; null: as fast as the mail server takes them. */
    ratePerMinute: integer('rate_per_minute'),
    /** When queueing began (status `sending`). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * The last address queued, in address order: queueing goes in batches and a restart goes
     * on after it. Null before the first batch.
     */
    queuedThrough: text('queued_through'),
    /** When the whole audience was queued; `recipients` is final from then on. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    /** When its last mail left the outbox (sent, failed or withdrawn): status `sent`. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When an owner paused it (status `paused`): its mail is not claimed until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** Shown on the site's newsletter archive once sent (the seller's choice per broadcast). */
    archived: boolean('archived').notNull().default(false),
    /** The archive page's address, fixed when first shown. */
    slug: text('slug'),
  },
  (table) => [
    // The Mail section's list, newest first.
    index('broadcasts_created_at_idx').on(table.createdAt.desc().nullsFirst()),
    // The scheduler: scheduled ones that are due, and those sending.
    index('broadcasts_status_scheduled_at_idx').on(table.status, table.scheduledAt),
    uniqueIndex('broadcasts_slug_key').on(table.slug),
  ],
);

/**
 * Every address marketing mail has gone or may go to, lower-cased: its one-click unsubscribe
 * token, and whether it bounced (a permanent SMTP refusal) or complained, which keeps it out
 * of every later broadcast and automation.
 */
export const mailAddresses = pgTable(
  'mail_addresses',
  {
    email: text('email').primaryKey(),
    createdAt: createdAt(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** Why it is kept out of marketing mail, if it is; `suppressedAt` says since when. */
    suppressedReason: text('suppressed_reason', { enum: suppressionReasons }),
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
    /** The mail server's answer, or the admin's note. */
    suppressedDetail: text('suppressed_detail'),
  },
  (table) => [
    uniqueIndex('mail_addresses_unsubscribe_token_key').on(table.unsubscribeToken),
    // The Mail section's bounced and complained addresses, newest first.
    index('mail_addresses_suppressed_idx')
      .on(table.suppressedAt.desc().nullsFirst())
      .where(sql`${table.suppressedAt} is not null`),
  ],
);

/** One refusal of a run of per-recipient refusals: its address and mail, and whether it suppressed the address. */
export interface RefusalRunEntry {
  email: string;
  outboxId: number;
  suppressed: boolean;
}

/**
 * The outbox's circuit breaker, one row (`id` 'relay') every instance reads: while
 * `heldSince` is set, no mail is claimed except one probe at `nextProbeAt`
 * (server/mail/relay-hold.ts, decision 085). `refusalRun` holds the per-recipient refusals
 * since the last accepted mail; `suspects` the addresses of the run that last tripped it.
 */
export const mailRelayState = pgTable('mail_relay_state', {
  id: text('id').primaryKey(),
  heldSince: timestamp('held_since', { withTimezone: true }),
  /** The mail server's answer that made the outbox stop. */
  heldReason: text('held_reason'),
  nextProbeAt: timestamp('next_probe_at', { withTimezone: true }),
  /** The wait before the next probe; doubled after each failed probe, up to a cap. */
  probeDelayMs: integer('probe_delay_ms').notNull().default(0),
  refusalRun: jsonb('refusal_run').$type<RefusalRunEntry[]>().notNull().default([]),
  suspects: jsonb('suspects').$type<string[]>().notNull().default([]),
});

/**
 * Each automated mail queued, once: `automation` (welcome-series, checkout-reminder,
 * guide-update, weekly-report), `step` (the series' step, the guide version, the week) and
 * `target` (the subscriber, the order, the admin). Inserted in the transaction that queues
 * the mail, so no restart or second instance sends one twice.
 */
export const automationSends = pgTable(
  'automation_sends',
  {
    automation: text('automation').notNull(),
    step: text('step').notNull(),
    target: text('target').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.automation, table.step, table.target] })],
);

/** The seller's choices for each automation: on or off, and its texts; absent means the defaults. */
export const mailAutomations = pgTable('mail_automations', {
  id: text('id', { enum: automationIds }).primaryKey(),
  enabled: boolean('enabled').notNull(),
  /** The automation's texts and timings, in the shape its contract gives. */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Rate-limit counters shared by every instance (rate-limiter-flexible's Drizzle store):
 * one row per limit and client, its points and when the window ends.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  // The store's hourly sweep of windows long over.
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);

/** 'user' is a person without access: invited and revoked, or never an admin. */
export const userRoles = ['user', ...adminRoles] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * People who may sign in. Only admins get a session; a user without a password hash
 * was invited and has not chosen one yet (a pending invitation while they are admin).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Stored lower-cased: one account per address. */
    email: text('email').notNull(),
    /** argon2id, in the PHC string format; null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** A mail for every sale and refund; on for the first admin, each admin's own choice. */
    saleAlerts: boolean('sale_alerts').notNull().default(false),
    /** Sales and refunds not mailed to this admin since their last alert (the hourly cap). */
    saleAlertsSkipped: integer('sale_alerts_skipped').notNull().default(0),
    /** The Monday mail with last week's figures; each admin's own choice. */
    weeklyReport: boolean('weekly_report').notNull().default(false),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    index('users_role_idx').on(table.role),
  ],
);

/**
 * Signed-in sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * copy of this table signs nobody in. Idle expiry slides with use; the absolute one never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * When the user's admin role was revoked: the session signs nobody in any more, but is kept
     * until it would have expired so its cookie is told that access was removed.
     */
    accessRemovedAt: timestamp('access_removed_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_idle_expires_at_idx').on(table.idleExpiresAt),
  ],
);

/** One-time links to set a password: an invitation, or a reset after "Forgot password?". */
export const authLinkPurposes = ['invite', 'reset'] as const;
export type AuthLinkPurpose = (typeof authLinkPurposes)[number];

/**
 * The links, and `device`: a browser that proved the password (signed in, or set it from a
 * link), which the sign-in limits count apart from strangers. Never usable as a link. A text
 * column, so a new purpose needs no migration.
 */
export const authTokenPurposes = [...authLinkPurposes, 'device'] as const;
export type AuthTokenPurpose = (typeof authTokenPurposes)[number];

/**
 * One-time links to set a password (an invitation) or choose a new one (a reset), and trusted
 * browsers' device tokens; hashed like sessions.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: authTokenPurposes }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

// A second factor for admins (server/auth/): passkeys, an authenticator app's one-time codes and
// recovery codes, the challenges they answer, and the owners' rule for the whole team.

/** A passkey an admin registered (WebAuthn): one row per credential, several per admin. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    /** The credential's id, base64url, as the authenticator reports it. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key. */
    publicKey: bytea('public_key').notNull(),
    /** The signature counter last seen; 0 for authenticators that do not count. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The admin's own name for it ("Work laptop"). */
    name: text('name').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('admin_passkeys_user_id_idx').on(table.userId)],
);

/**
 * An admin's authenticator app (TOTP): its secret, confirmed once a first code matched.
 * `lastStep` is the time step of the last code accepted: a code is good once.
 */
export const adminTotp = pgTable('admin_totp', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Recovery codes, each usable once; only their SHA-256 is stored. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('admin_recovery_codes_user_id_idx').on(table.userId)],
);

export const authChallengePurposes = [
  'second-step',
  'passkey-sign-in',
  'passkey-register',
] as const;
export type AuthChallengePurpose = (typeof authChallengePurposes)[number];

/**
 * What a browser must answer next, short-lived: a password proved and a second factor awaited
 * (`second-step`, named by a cookie's token hash), or a WebAuthn challenge to sign.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: authChallengePurposes }).notNull(),
    /** Null for a passkey sign-in, which learns the admin from the passkey. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The WebAuthn challenge, base64url; null for a second step awaiting a code. */
    challenge: text('challenge'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_challenges_expires_at_idx').on(table.expiresAt)],
);

/** The owners' rules for every admin: one row (id 1), absent until first changed. */
export const teamPolicy = pgTable('team_policy', {
  id: integer('id').primaryKey().default(1),
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Every admin action and sign-in attempt: who (the address as typed for a failed sign-in),
 * what, on which target, when and from where. Rows are only ever added. `target` is the
 * record's id; `target_label` what the seller knows it by (a code's text, a broadcast's
 * subject), kept as it was then, since the record may change or go.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    targetLabel: text('target_label'),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at.desc().nullsFirst())],
);

// What the seller controls from the back office: the guide file buyers receive, images for
// content, and the content settings (with an admin's unsaved preview draft). Files are kept in
// the database, not on a disk, so every instance serves the same ones.

const uploadedAt = () => timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow();
const uploadedBy = () => text('uploaded_by').references(() => users.id, { onDelete: 'set null' });

/**
 * Uploaded guide PDFs, newest delivered. The bytes live in `guide_file_chunks`, so neither
 * writing nor reading a large file needs one huge query parameter or value.
 */
export const guideFiles = pgTable(
  'guide_files',
  {
    id: text('id').primaryKey(),
    /** The name the file had on the uploader's machine. */
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    /** Hex SHA-256 of the file's bytes. */
    sha256: text('sha256').notNull(),
    uploadedAt: uploadedAt(),
    uploadedBy: uploadedBy(),
    /** Kept when the uploader's account is gone. */
    uploadedByEmail: text('uploaded_by_email').notNull(),
  },
  // The newest file is the one delivered: read on every download.
  (table) => [index('guide_files_uploaded_at_idx').on(table.uploadedAt.desc().nullsFirst())],
);

/** A guide file's bytes in order, at most 1 MiB a row. */
export const guideFileChunks = pgTable(
  'guide_file_chunks',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => guideFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.seq] })],
);

/**
 * Each buyer's stamped copy of the guide, at most one per order: made once per guide version
 * and reused by the delivery mail, every download and every receipt, on every instance. A
 * copy of an older version is replaced when the order's copy is next asked for; the oldest
 * copies go when all of them pass STAMPED_COPIES_MAX_BYTES. Bytes in `stamped_copy_chunks`.
 */
export const stampedCopies = pgTable(
  'stamped_copies',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The guide file's id, or `placeholder`. */
    guideVersion: text('guide_version').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  // The oldest copies are removed first when the copies pass their byte budget.
  (table) => [index('stamped_copies_created_at_idx').on(table.createdAt)],
);

/** A stamped copy's bytes in order, at most 1 MiB a row. */
export const stampedCopyChunks = pgTable(
  'stamped_copy_chunks',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => stampedCopies.orderId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.seq] })],
);

/** Images for content, served at /media/{sha256}.{ext}. */
export const mediaImages = pgTable(
  'media_images',
  {
    id: text('id').primaryKey(),
    /** Hex SHA-256 of the bytes: the public URL's name, so a URL always means the same image. */
    sha256: text('sha256').notNull(),
    /** png, jpg, webp, gif or avif: decided from the bytes, never from the uploaded name. */
    ext: text('ext').$type<ImageExtension>().notNull(),
    mimeType: text('mime_type').notNull(),
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedAt: uploadedAt(),
    uploadedBy: uploadedBy(),
    uploadedByEmail: text('uploaded_by_email').notNull(),
  },
  (table) => [
    // One entry per name for the same bytes: content names an image by its name, and the
    // public URL (by hash) serves whichever entry holds them.
    uniqueIndex('media_images_sha256_name_key').on(table.sha256, table.name),
    index('media_images_uploaded_at_idx').on(table.uploadedAt.desc().nullsFirst()),
  ],
);

/**
 * The content settings the back office saved: one row (id 1), absent until the first save.
 * `version` grows with every save, so an instance can tell a stale copy.
 */
export const siteSettingsRows = pgTable('site_settings', {
  id: integer('id').primaryKey().default(1),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** An admin's unsaved settings, shown only to the session that asked for the preview. */
export const settingsPreviews = pgTable('settings_previews', {
  sessionTokenHash: text('session_token_hash')
    .primaryKey()
    .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
  values: jsonb('values').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Backups (server/backups/) and the system's health (server/system/).

export const backupTriggers = ['scheduled', 'manual', 'command'] as const;
export type BackupTrigger = (typeof backupTriggers)[number];
export const backupStatuses = ['running', 'succeeded', 'failed'] as const;
export type BackupStatus = (typeof backupStatuses)[number];
export const backupRemoteStatuses = ['none', 'uploaded', 'failed'] as const;
export type BackupRemoteStatus = (typeof backupRemoteStatuses)[number];

/**
 * Every backup made: by the schedule, from the System section, or by `npm run backup`. A
 * scheduled run claims its `slot` (the seller's day it is for): the unique index lets one
 * instance of many make it.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger', { enum: backupTriggers }).notNull(),
    slot: text('slot'),
    instanceId: text('instance_id').notNull(),
    status: text('status', { enum: backupStatuses }).notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The file's name in `$DATA_DIR/backups` of the instance that made it. */
    fileName: text('file_name'),
    bytes: bigint('bytes', { mode: 'number' }),
    rows: bigint('rows', { mode: 'number' }),
    /** The object's key in S3-compatible storage, once uploaded. */
    remoteKey: text('remote_key'),
    remoteStatus: text('remote_status', { enum: backupRemoteStatuses }).notNull().default('none'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('backup_runs_slot_key').on(table.slot),
    index('backup_runs_started_at_idx').on(table.startedAt.desc()),
  ],
);

/** When the server backs itself up: one row (id 1), absent until first changed (defaults). */
export const backupSchedule = pgTable('backup_schedule', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  /** The hour of the seller's day (their time zone), 0–23. */
  hour: integer('hour').notNull().default(3),
  /** Backups kept in the folder (and in the bucket); older ones are deleted. */
  keep: integer('keep').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Every running instance, as it last reported itself (every 15 s): the System section's rows. */
export const instanceHeartbeats = pgTable(
  'instance_heartbeats',
  {
    instanceId: text('instance_id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    pdfWorkerRestarts: integer('pdf_worker_restarts').notNull().default(0),
    rssBytes: bigint('rss_bytes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [index('instance_heartbeats_seen_at_idx').on(table.seenAt)],
);

export const healthIncidentKinds = ['mail', 'backups'] as const;
export type HealthIncidentKind = (typeof healthIncidentKinds)[number];

/**
 * Something the owners were told is wrong: mail failing for an hour, backups stopped. One open
 * incident per kind (the partial unique index), so many instances open it, and mail it, once.
 */
export const healthIncidents = pgTable(
  'health_incidents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: healthIncidentKinds }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('health_incidents_open_kind_key')
      .on(table.kind)
      .where(sql`${table.closedAt} is null`),
    index('health_incidents_opened_at_idx').on(table.openedAt.desc()),
  ],
);

/**
 * What the seller publishes (server/publishing/): posts, state guides and the fixed pages. The
 * working copy (`draft`) is saved by itself while the seller types; `published` is what the
 * site shows. `version` grows with every save: a save names the version it was edited from and
 * is refused when another admin saved since.
 */
export const publishingEntries = pgTable(
  'publishing_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: entryKinds }).notNull(),
    /** The address's last segment: the published one, or the draft's before publication. */
    slug: text('slug').notNull(),
    status: text('status', { enum: entryStatuses }).notNull().default('draft'),
    draft: jsonb('draft').$type<EntryContent>().notNull(),
    version: integer('version').notNull().default(1),
    published: jsonb('published').$type<EntryContent>(),
    /** The revision `published` was made from. */
    publishedRevision: integer('published_revision'),
    /** When a scheduled entry is published: the scheduler's one conditional update claims it. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** First publication, the last change a reader should know of, the last review. */
    publishedOn: date('published_on', { mode: 'string' }),
    updatedOn: date('updated_on', { mode: 'string' }),
    reviewedOn: date('reviewed_on', { mode: 'string' }),
    /** When what the site shows last changed: the sitemap's lastmod. */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** The working copy's last save and who made it. */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('publishing_entries_kind_slug').on(table.kind, table.slug),
    index('publishing_entries_scheduled')
      .on(table.scheduledAt)
      .where(sql`${table.status} = 'scheduled'`),
    index('publishing_entries_kind_status').on(table.kind, table.status),
  ],
);

/** Every save but an autosave: the content as it was, numbered per entry. */
export const publishingRevisions = pgTable(
  'publishing_revisions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => publishingEntries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    action: text('action', {
      enum: ['saved', 'published', 'scheduled', 'restored', 'reviewed'],
    }).notNull(),
    content: jsonb('content').$type<EntryContent>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: text('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [unique('publishing_revisions_entry_number').on(table.entryId, table.number)],
);

/**
 * Addresses that no longer name a page: a renamed slug's old address (301 to the new one) and a
 * deleted page's (301 where the seller chose, or 410 Gone when `to_path` is null).
 */
export const publishingRedirects = pgTable('publishing_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path'),
  createdAt: createdAt(),
});

/** Authors and reviewers: each has a page listing what they wrote or reviewed. */
export const publishingPeople = pgTable(
  'publishing_people',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    credentials: text('credentials').notNull().default(''),
    bio: text('bio').notNull().default(''),
    /** An uploaded image's file name (media library), or null. */
    photo: text('photo'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('publishing_people_slug').on(table.slug)],
);

/**
 * Each time an entry is marked reviewed: by whom, and whether the change was substantive. A
 * substantive change of a state guide may be told to that state's buyers once
 * (`automation_sends` keyed by this row).
 */
export const publishingReviews = pgTable(
  'publishing_reviews',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => publishingEntries.id, { onDelete: 'cascade' }),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    reviewerId: integer('reviewer_id').references(() => publishingPeople.id, {
      onDelete: 'set null',
    }),
    substantive: boolean('substantive').notNull(),
    note: text('note').notNull().default(''),
    /** When the seller told the state's buyers; null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('publishing_reviews_entry').on(table.entryId)],
);

export const schema = {
  orders,
  discountCodes,
  libraryLinks,
  librarySessions,
  customers,
  testPaymentSessions,
  webhookEvents,
  downloadTokens,
  downloadEvents,
  outbox,
  subscribers,
  contactMessages,
  reviews,
  testimonials,
  reviewRequests,
  mailOptOuts,
  broadcasts,
  mailAddresses,
  mailRelayState,
  automationSends,
  mailAutomations,
  rateLimits,
  users,
  sessions,
  authTokens,
  auditLog,
  ...analyticsSchema,
  guideFiles,
  guideFileChunks,
  stampedCopies,
  stampedCopyChunks,
  mediaImages,
  siteSettingsRows,
  settingsPreviews,
  publishingEntries,
  publishingRevisions,
  publishingRedirects,
  publishingPeople,
  publishingReviews,
  adminPasskeys,
  adminTotp,
  adminRecoveryCodes,
  authChallenges,
  teamPolicy,
  backupRuns,
  backupSchedule,
  instanceHeartbeats,
  healthIncidents,
};
