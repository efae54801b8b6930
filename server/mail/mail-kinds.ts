import { z } from 'zod';
import { defaultTimeZone } from '#shared/time-zone.ts';

/**
 * Every kind of mail the outbox carries, with the payload stored for it. The
 * worker renders the message when it sends it, so a payload holds references and
 * short texts, never a finished message or an attachment.
 */
export const mailPayloadSchemas = {
  /** The guide: stamped PDF attached, download link. */
  'order-delivery': z.object({ orderId: z.string() }),
  /** Double opt-in: the link that confirms a newsletter subscription. */
  'subscription-confirm': z.object({ confirmToken: z.string() }),
  /** First newsletter mail after confirmation, with List-Unsubscribe headers. */
  'newsletter-welcome': z.object({ unsubscribeToken: z.string() }),
  /** Once, to a subscriber who asked at a checkout that could not sell yet: the guide is on sale. */
  'guide-ready': z.object({ unsubscribeToken: z.string() }),
  /**
   * Acknowledgement to the sender of a contact message. Empty on purpose: the address is
   * unverified, so nothing typed into the form may reach it. Rows queued by older releases
   * still carry `name` and `message`; parsing strips them.
   */
  'contact-ack': z.object({}),
  /** Notification of a contact message to the support address. */
  'contact-notify': z.object({
    name: z.string(),
    email: z.string(),
    message: z.string(),
    messageId: z.number(),
  }),
  /** A link to choose a new back-office password; the one-time token is made when rendered. */
  'password-reset': z.object({ userId: z.string() }),
  /**
   * An invitation to the back office: a link to set a first password, made when rendered.
   * `invitedBy` (the inviting admin's address) is absent from mail queued before it existed.
   */
  'admin-invite': z.object({ userId: z.string(), invitedBy: z.string().optional() }),
  /** To the buyer of a refunded order: the amount and when it reaches their card. */
  'order-refund': z.object({ orderId: z.string() }),
  /**
   * To an admin who asked for them: a sale or a refund. `skipped` counts the events before it
   * that the hourly cap kept from them; `lastThisHour` says this one reached the cap.
   */
  'sale-alert': z.object({
    orderId: z.string(),
    event: z.enum(['sale', 'refund']),
    skipped: z.number().int().nonnegative(),
    lastThisHour: z.boolean(),
  }),
  /**
   * Once per order, some days after it completed: a link to the review form, made when the
   * mail is rendered, and a one-click way to stop review requests.
   */
  'review-request': z.object({ orderId: z.string() }),
  /**
   * To a buyer, once per guide version the seller announces: a newer download link of the
   * address's newest kept order, made when rendered; withdrawn after a refund or a newer upload.
   */
  'guide-update': z.object({ orderId: z.string(), guideFileId: z.string() }),
  /**
   * To a buyer from a state, once per substantive review of its state guide the seller tells
   * (server/publishing/): what changed and a link to the page, with the news unsubscribe link.
   */
  'state-guide-update': z.object({ reviewId: z.number().int(), orderId: z.string() }),
  /** To an admin who asked for it, on Mondays: the week from `weekStart` (a UTC date) against the one before. */
  // The week in the seller's zone when it was queued (mail queued before the setting: UTC).
  'weekly-report': z.object({
    userId: z.string(),
    weekStart: z.string(),
    timeZone: z.string().default(defaultTimeZone),
  }),
  /** Step 1, 2 or 3 of the welcome series to a confirmed subscriber, from the automation's texts. */
  'welcome-tip': z.object({ subscriberId: z.number().int(), step: z.number().int().min(1) }),
  /** Once, to a buyer who agreed to news and left a checkout unpaid: a link back to it. */
  'checkout-reminder': z.object({ orderId: z.string() }),
  /**
   * A broadcast to one of its recipients (the outbox row's `broadcast_id` names it too), or,
   * with `test`, to the admin who asked for a test: subject marked, sent whatever the audience.
   */
  broadcast: z.object({ broadcastId: z.number().int(), test: z.boolean().optional() }),
  /**
   * To an admin whose second factors changed (server/auth/): what changed, so a change they did
   * not make is noticed. Only the kind of change: nothing in it helps whoever reads the mailbox.
   */
  'second-factor-changed': z.object({
    userId: z.string(),
    change: z.enum([
      'passkey_added',
      'passkey_removed',
      'totp_enabled',
      'totp_disabled',
      'recovery_codes_generated',
      'second_factor_reset',
    ]),
  }),
  /** A one-time link into the buyer's library for the recipient's address, made when rendered. */
  'library-sign-in': z.object({}),
  /**
   * To each owner: an incident opened (mail failing for an hour, backups stopped) or its end,
   * read from health_incidents when rendered; times in the seller's zone when it was queued.
   */
  'health-alert': z.object({
    incidentId: z.number().int(),
    event: z.enum(['opened', 'recovered']),
    timeZone: z.string(),
  }),
} as const;

export type MailKind = keyof typeof mailPayloadSchemas;
export type MailPayload<Kind extends MailKind> = z.infer<(typeof mailPayloadSchemas)[Kind]>;
export const mailKinds = Object.keys(mailPayloadSchemas) as MailKind[];
