import { z } from 'zod';
import { emailField } from './fields.ts';

/**
 * "Everything the site holds about an address" (docs/decisions/109-privacy-export.md): one JSON
 * file, the same for an owner's download and the buyer's own. Times are ISO 8601 strings,
 * money is in cents with its currency; secrets (download and receipt tokens, unsubscribe and
 * confirmation tokens, the payment session's id) are never in it. A field added later raises
 * `version`.
 */
export const personExportVersion = 1;

const time = z.string();
const maybeTime = time.nullable();

export const personExportOrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  createdAt: time,
  completedAt: maybeTime,
  expiredAt: maybeTime,
  refundedAt: maybeTime,
  currency: z.string(),
  product: z.string(),
  /** What the shop kept (net of tax): the buyer paid this and `taxCents` together. */
  amountCents: z.number().int(),
  taxCents: z.number().int(),
  /** Whether the price shown included the tax; null when no tax was taken. */
  taxPrices: z.string().nullable(),
  listPriceCents: z.number().int().nullable(),
  discountCode: z.string().nullable(),
  discountCents: z.number().int(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  paymentProvider: z.string(),
  paymentMethod: z.string().nullable(),
  /** The provider's reference of the payment (Stripe's payment intent), as disputes name it. */
  paymentReference: z.string().nullable(),
  analyticsSessionId: z.string().nullable(),
  analyticsVisitorId: z.string().nullable(),
});

export const personExportMailSchema = z.object({
  id: z.number().int(),
  /** The mail's kind as stored, and what the back office calls it. */
  kind: z.string(),
  about: z.string(),
  /** A broadcast's subject; other mails are written from their templates when sent. */
  subject: z.string().nullable(),
  recipient: z.string(),
  orderId: z.string().nullable(),
  status: z.string(),
  createdAt: time,
  sentAt: maybeTime,
});

export const personExportConsentsSchema = z.object({
  /** The newsletter sign-up, with the double opt-in's evidence. */
  newsletter: z
    .object({
      status: z.string(),
      signedUpAt: time,
      signUpIp: z.string().nullable(),
      confirmedAt: maybeTime,
      confirmIp: z.string().nullable(),
      unsubscribedAt: maybeTime,
      notifyWhenGuideReady: z.boolean(),
    })
    .nullable(),
  /** The checkout's "send me news" box, ticked on these orders. */
  checkoutNews: z.array(z.object({ orderId: z.string(), at: time, ip: z.string().nullable() })),
  /** Topics of mail the address asked not to get. */
  optOuts: z.array(z.object({ topic: z.string(), at: time })),
  /** The address kept out of marketing mail (a bounce, a complaint, an admin's choice). */
  suppression: z
    .object({
      reason: z.string(),
      since: time,
      detail: z.string().nullable(),
    })
    .nullable(),
});

export const personExportDownloadsSchema = z.object({
  /** Each order's download links, without the link itself. */
  links: z.array(
    z.object({
      orderId: z.string(),
      createdAt: time,
      expiresAt: time,
      maxDownloads: z.number().int(),
      downloadsUsed: z.number().int(),
    }),
  ),
  events: z.array(
    z.object({
      orderId: z.string(),
      at: time,
      via: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Library sign-in links mailed to the address, and the sessions they opened. */
  librarySignInLinks: z.array(z.object({ createdAt: time, expiresAt: time, usedAt: maybeTime })),
  librarySessions: z.array(z.object({ createdAt: time, expiresAt: time })),
  /** The copies of the guide stamped with the buyer's address (the file itself is not included). */
  stampedCopies: z.array(
    z.object({
      orderId: z.string(),
      guideVersion: z.string(),
      sizeBytes: z.number().int(),
      createdAt: time,
    }),
  ),
});

export const personExportMessageSchema = z.object({
  id: z.number().int(),
  createdAt: time,
  /** The contact form, or a question the chat handed over. */
  source: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  ip: z.string().nullable(),
  readAt: maybeTime,
  handledAt: maybeTime,
});

export const personExportReviewsSchema = z.object({
  requests: z.array(z.object({ orderId: z.string(), createdAt: time, usedAt: maybeTime })),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.string(),
      createdAt: time,
      rating: z.number().int(),
      body: z.string(),
      displayName: z.string(),
      consentedAt: time,
      status: z.string(),
      moderatedAt: maybeTime,
      reply: z.string().nullable(),
      repliedAt: maybeTime,
    }),
  ),
});

export const personExportAnalyticsSchema = z.object({
  /** The browser the orders were placed from: when first seen and by which source. */
  visitors: z.array(z.object({ id: z.string(), firstSeenAt: time, firstSource: z.string() })),
  sessions: z.array(
    z.object({
      id: z.string(),
      visitorId: z.string(),
      startedAt: time,
      endedAt: time,
      entryPage: z.string(),
      pages: z.array(z.string()),
      referrer: z.string().nullable(),
      source: z.string(),
      medium: z.string().nullable(),
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      deviceType: z.string(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      country: z.string().nullable(),
      region: z.string().nullable(),
      goals: z.array(z.string()),
    }),
  ),
  pageViews: z.array(
    z.object({
      sessionId: z.string(),
      at: time,
      page: z.string(),
      referrer: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      sessionId: z.string(),
      at: time,
      name: z.string(),
      category: z.string().nullable(),
      page: z.string().nullable(),
      label: z.string().nullable(),
      value: z.number().nullable(),
      detail: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
    }),
  ),
  /** The checkout, purchase and refund the server recorded for each order. */
  conversions: z.array(
    z.object({ orderId: z.string(), type: z.string(), at: time, revenueCents: z.number().int() }),
  ),
});

export const personExportSchema = z.object({
  version: z.literal(personExportVersion),
  generatedAt: time,
  /** The address asked about, lower-cased: every record below matched it, whatever its case. */
  email: z.string(),
  orders: z.array(personExportOrderSchema),
  mail: z.array(personExportMailSchema),
  consents: personExportConsentsSchema,
  downloads: personExportDownloadsSchema,
  messages: z.array(personExportMessageSchema),
  reviews: personExportReviewsSchema,
  analytics: personExportAnalyticsSchema,
});
export type PersonExport = z.infer<typeof personExportSchema>;
export type PersonExportOrder = z.infer<typeof personExportOrderSchema>;

/** `GET /api/admin/person-export?email=`: the owner's download of one address's file. */
export const personExportQuerySchema = z.object({ email: emailField });
