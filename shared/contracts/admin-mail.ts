import { z } from 'zod';
import { pageQuerySchema } from './admin.ts';
import { emailField } from './fields.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/**
 * The Mail section's contracts: broadcasts, their audiences, the addresses kept out of
 * marketing mail, and the automations. The server's tables take their enums from here.
 */

/** Who a broadcast goes to: confirmed subscribers, buyers who agreed to news, or both. */
export const broadcastAudiences = ['subscribers', 'buyers', 'both'] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];

/** A draft is edited; scheduled waits for its time; sending is being queued and sent; sent is done. */
export const broadcastStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type BroadcastStatus = (typeof broadcastStatuses)[number];

/** What an address can ask to stop: review requests, or news (broadcasts and marketing automations). */
export const mailOptOutTopics = ['review-requests', 'news'] as const;
export type MailOptOutTopic = (typeof mailOptOutTopics)[number];

/** Why an address gets no more marketing mail: the mail server refused it for good, or its owner complained. */
export const suppressionReasons = ['bounced', 'complained'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** The automated mails, each on or off with its texts (server/mail-automations/). */
export const automationIds = [
  'welcome-series',
  'checkout-reminder',
  'guide-update',
  'review-request',
] as const;
export type AutomationId = (typeof automationIds)[number];

export const broadcastLimits = { subject: 150, preheader: 200, body: 50_000 } as const;
/** The slowest and fastest rate a seller may choose, in mails per minute. */
export const broadcastRateLimits = { min: 1, max: 10_000 } as const;

const isoTime = z.string();

function lineField(emptyMessage: string | undefined, max: number) {
  const text = z.string().trim().max(max, `Use at most ${max} characters.`);
  return (emptyMessage ? text.min(1, emptyMessage) : text).refine(
    (value) => isPlainText(value, { multiline: false }),
    unusualCharactersMessage,
  );
}

/** A mail's Markdown body: several lines, bounded, plain. */
export function markdownBodyField(emptyMessage: string, max: number) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Use at most ${max.toLocaleString('en-US')} characters.`)
    .refine((value) => isPlainText(value, { multiline: true }), unusualCharactersMessage);
}

/** A mail's subject line. */
export const subjectField = lineField('Enter a subject.', broadcastLimits.subject);

/** `POST /api/admin/mail/broadcasts` and `PUT .../:id`: what the composer saves (drafts only). */
export const broadcastDraftSchema = z.strictObject({
  subject: subjectField,
  preheader: lineField(undefined, broadcastLimits.preheader),
  body: markdownBodyField('Write the mail.', broadcastLimits.body),
  audience: z.enum(broadcastAudiences, { error: 'Choose who receives it.' }),
  /** Null: as fast as the mail server takes them. */
  ratePerMinute: z
    .number({ error: 'Enter a whole number of mails per minute.' })
    .int('Enter a whole number of mails per minute.')
    .min(broadcastRateLimits.min, `Send at least ${broadcastRateLimits.min} a minute.`)
    .max(
      broadcastRateLimits.max,
      `Send at most ${broadcastRateLimits.max.toLocaleString('en-US')} a minute.`,
    )
    .nullable(),
  /** Shown on the site's newsletter archive once sent. */
  archived: z.boolean(),
});
export type BroadcastDraft = z.infer<typeof broadcastDraftSchema>;

/** `POST /api/admin/mail/broadcasts/:id/send`: now (`sendAt` null) or at a time to come. */
export const broadcastSendSchema = z.strictObject({
  sendAt: z.iso.datetime({ offset: true, error: 'Choose a date and time.' }).nullable(),
});
export type BroadcastSend = z.infer<typeof broadcastSendSchema>;

/**
 * `GET /api/admin/mail/audience`: how many addresses each audience reaches now, each address
 * once, without those who unsubscribed, bounced or complained.
 */
export const audienceCountsSchema = z.object({
  subscribers: z.number(),
  buyers: z.number(),
  both: z.number(),
});
export type AudienceCounts = z.infer<typeof audienceCountsSchema>;

/** A broadcast in the Mail section's list. Counts are of its recipients' mail so far. */
export const broadcastSummarySchema = z.object({
  id: z.number(),
  subject: z.string(),
  status: z.enum(broadcastStatuses),
  audience: z.enum(broadcastAudiences),
  createdAt: isoTime,
  updatedAt: isoTime,
  scheduledAt: isoTime.nullable(),
  startedAt: isoTime.nullable(),
  finishedAt: isoTime.nullable(),
  recipients: z.number(),
  sent: z.number(),
  failed: z.number(),
});
export type BroadcastSummary = z.infer<typeof broadcastSummarySchema>;

/** `GET /api/admin/mail/broadcasts?page=`: newest first. */
export const broadcastsQuerySchema = pageQuerySchema;
export const broadcastsResponseSchema = z.object({
  rows: z.array(broadcastSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BroadcastsResponse = z.infer<typeof broadcastsResponseSchema>;

/** `GET /api/admin/mail/broadcasts/:id`: the draft's fields and, once sent, what happened. */
export const broadcastDetailSchema = broadcastSummarySchema.extend({
  preheader: z.string(),
  body: z.string(),
  ratePerMinute: z.number().nullable(),
  archived: z.boolean(),
  /** The archive page's path once shown on the site. */
  archivePath: z.string().nullable(),
  /** Mail still waiting in the outbox. */
  pending: z.number(),
  /** Recipients who unsubscribed from news since it started. */
  unsubscribed: z.number(),
  /** Recipients whose mail server refused the address for good. */
  bounced: z.number(),
});
export type BroadcastDetail = z.infer<typeof broadcastDetailSchema>;

/** `POST /api/admin/mail/preview`: a draft rendered exactly as it will arrive. */
export const mailPreviewSchema = z.object({
  subject: z.string(),
  /** The whole HTML document of the mail. */
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

/** An address kept out of marketing mail, as the Mail section lists it. */
export const suppressedAddressSchema = z.object({
  email: z.string(),
  reason: z.enum(suppressionReasons),
  at: isoTime,
  detail: z.string().nullable(),
});
export type SuppressedAddress = z.infer<typeof suppressedAddressSchema>;

/** `GET /api/admin/mail/suppressed?page=`: newest first. */
export const suppressedResponseSchema = z.object({
  rows: z.array(suppressedAddressSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SuppressedResponse = z.infer<typeof suppressedResponseSchema>;

/** `POST /api/admin/mail/suppressed`: an admin marks an address complained (or bounced). */
export const suppressAddressSchema = z.strictObject({
  email: emailField,
  reason: z.enum(suppressionReasons, { error: 'Choose why.' }),
  detail: lineField(undefined, 300),
});
export type SuppressAddress = z.infer<typeof suppressAddressSchema>;

/** The longest text an automation's mail may have. */
export const automationBodyMax = 10_000;

const automationMail = {
  subject: subjectField,
  body: markdownBodyField('Write the mail.', automationBodyMax),
};

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Each automation's texts and timings, as the Mail section edits them. */
export const automationSettingsSchemas = {
  /** Three tips over about a week after a subscription is confirmed. */
  'welcome-series': z.strictObject({
    steps: z
      .array(
        z.strictObject({
          afterDays: wholeNumber('Enter a number of days from 0 to 30.', 0, 30),
          ...automationMail,
        }),
      )
      .length(3, 'The series has three mails.'),
  }),
  /** Once, after a checkout started and not paid by a buyer who agreed to news. */
  'checkout-reminder': z.strictObject({
    afterHours: wholeNumber('Enter a number of hours from 1 to 72.', 1, 72),
    ...automationMail,
  }),
  /** To every buyer of a kept order, when the seller announces a new version of the guide. */
  'guide-update': z.strictObject(automationMail),
  /** Once per order, some days after it completed (the days are a content setting). */
  'review-request': z.strictObject(automationMail),
} as const;

export type AutomationSettings<Id extends AutomationId> = z.infer<
  (typeof automationSettingsSchemas)[Id]
>;

/** An automation as stored and shown: on or off, and its settings. */
export interface Automation<Id extends AutomationId = AutomationId> {
  id: Id;
  enabled: boolean;
  settings: AutomationSettings<Id>;
}

/** `PUT /api/admin/mail/automations/:id`: the whole automation, checked by its own schema. */
export function automationUpdateSchema<Id extends AutomationId>(id: Id) {
  return z.strictObject({
    enabled: z.boolean({ error: 'Say whether it is on.' }),
    settings: automationSettingsSchemas[id],
  });
}

/* ---- Broadcasts: the engine's requests, answers and addresses (server/broadcasts/). ---- */

const mailPrefix = '/api/admin/mail';
const broadcastPath = (id: number) => `${mailPrefix}/broadcasts/${String(id)}`;

/** Where the Mail section's broadcast calls go; the server mounts its routes at the same paths. */
export const broadcastsApi = {
  broadcasts: `${mailPrefix}/broadcasts`,
  broadcast: broadcastPath,
  send: (id: number) => `${broadcastPath(id)}/send`,
  cancel: (id: number) => `${broadcastPath(id)}/cancel`,
  test: (id: number) => `${broadcastPath(id)}/test`,
  archive: (id: number) => `${broadcastPath(id)}/archive`,
  eml: (id: number) => `${broadcastPath(id)}/eml`,
  preview: `${mailPrefix}/preview`,
} as const;

/** `POST /api/admin/mail/preview`: the composer's text, under the draft's own rules. */
export const mailPreviewRequestSchema = broadcastDraftSchema.pick({
  subject: true,
  preheader: true,
  body: true,
});
export type MailPreviewRequest = z.infer<typeof mailPreviewRequestSchema>;

/** `PUT /api/admin/mail/broadcasts/:id/archive`: show a sent broadcast on the site, or stop. */
export const broadcastArchiveSchema = z.strictObject({
  archived: z.boolean({ error: 'Say whether it is shown on the site.' }),
});
export type BroadcastArchive = z.infer<typeof broadcastArchiveSchema>;

/** `POST /api/admin/mail/broadcasts/:id/test` (202): where the test mail goes. */
export const broadcastTestResponseSchema = z.object({ to: z.string() });
export type BroadcastTestResponse = z.infer<typeof broadcastTestResponseSchema>;

/** The site's newsletter archive, and one sent broadcast's page on it (by its slug). */
export const newsletterArchivePath = '/newsletters';
export const broadcastArchivePath = (slug: string) =>
  `${newsletterArchivePath}/${encodeURIComponent(slug)}`;
