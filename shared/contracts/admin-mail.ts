import { z } from 'zod';
import { pageQuerySchema } from './admin.ts';
import { namedPlaceholders } from './admin-settings.ts';
import { emailField } from './fields.ts';
import { placeholderNames } from '../placeholders.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/**
 * The Mail section's contracts: broadcasts, their audiences, the addresses kept out of
 * marketing mail, and the automations. The server's tables take their enums from here.
 */

/** Who a broadcast goes to: confirmed subscribers, buyers who agreed to news, or both. */
export const broadcastAudiences = ['subscribers', 'buyers', 'both'] as const;
export type BroadcastAudience = (typeof broadcastAudiences)[number];

/**
 * A draft is edited; scheduled waits for its time; sending is being queued and sent; paused
 * is held by an owner, its mail not claimed; sent is done: none of its mail is left to send.
 */
export const broadcastStatuses = ['draft', 'scheduled', 'sending', 'paused', 'sent'] as const;
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

/**
 * `GET /api/admin/subscribers/audience?audience=&page=`: the addresses an audience reaches
 * now, with where each one's consent came from, and the counts the Mail section shows.
 */
export const audienceQuerySchema = pageQuerySchema.extend({
  audience: z.enum(broadcastAudiences, { error: 'Choose a known audience.' }).default('both'),
});
export const audienceMemberSchema = z.object({
  email: z.string(),
  /** A confirmed newsletter subscriber. */
  subscriber: z.boolean(),
  /** Agreed to news at a checkout they paid for. */
  buyer: z.boolean(),
  /** The earliest of those consents. */
  since: isoTime,
});
export type AudienceMember = z.infer<typeof audienceMemberSchema>;
export const audienceResponseSchema = z.object({
  counts: audienceCountsSchema,
  rows: z.array(audienceMemberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AudienceResponse = z.infer<typeof audienceResponseSchema>;

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

/** The most addresses one request may name to allow mail again. */
export const liftListMax = 100;

/**
 * `POST /api/admin/mail/suppressed/lift`: allow marketing mail again to many addresses at once:
 * the ones named, every bounced one since a time, or every one that bounced on a broadcast.
 * Answers how many (`suppressionsLiftedSchema`).
 */
export const liftSuppressionsSchema = z
  .strictObject({
    emails: z
      .array(emailField, { error: 'Choose addresses.' })
      .min(1, 'Choose at least one address.')
      .max(liftListMax, `Choose at most ${String(liftListMax)} addresses at a time.`)
      .optional(),
    bouncedSince: z.iso.datetime({ offset: true, error: 'Choose a date and time.' }).optional(),
    broadcastId: z
      .number({ error: 'Choose a broadcast.' })
      .int('Choose a broadcast.')
      .positive('Choose a broadcast.')
      .optional(),
  })
  .refine(
    (lift) =>
      [lift.emails, lift.bouncedSince, lift.broadcastId].filter((given) => given !== undefined)
        .length === 1,
    { message: 'Choose addresses, a time or a broadcast: one of them.', path: ['emails'] },
  );
export type LiftSuppressions = z.infer<typeof liftSuppressionsSchema>;
export const suppressionsLiftedSchema = z.object({ allowed: z.number().int().nonnegative() });

/**
 * The outbox held because the mail server refuses the sender or relay (decision 085): since
 * when, the server's answer, and when the next single mail tries it.
 */
export const mailHoldSchema = z.object({
  since: isoTime,
  reason: z.string(),
  nextProbeAt: isoTime.nullable(),
});
export type MailHold = z.infer<typeof mailHoldSchema>;

/** `GET /api/admin/mail/relay`: the hold, or null while mail goes out. */
export const relayStatusSchema = z.object({ hold: mailHoldSchema.nullable() });
export type RelayStatus = z.infer<typeof relayStatusSchema>;

/** `POST /api/admin/mail/suppressed`: an admin marks an address complained (or bounced). */
export const suppressAddressSchema = z.strictObject({
  email: emailField,
  reason: z.enum(suppressionReasons, { error: 'Choose why.' }),
  detail: lineField(undefined, 300),
});
export type SuppressAddress = z.infer<typeof suppressAddressSchema>;

/** The longest text an automation's mail may have. */
export const automationBodyMax = 10_000;

// Automations' placeholders (the automations part): a text names only what its mail can fill.

/** The recipient's first name: known where the automation mails a buyer, who gave a name. */
export const firstNamePlaceholder = 'firstName';

/** The {{names}} an automation's texts may use: the site's facts, and the first name if known. */
export function automationPlaceholders(id: AutomationId): readonly string[] {
  return id === 'welcome-series' ? placeholderNames : [...placeholderNames, firstNamePlaceholder];
}

/** A text's {{names}} that `known` does not hold, refused at save rather than failing a mail. */
function knownPlaceholdersOnly(known: readonly string[]) {
  return (text: string, context: z.RefinementCtx) => {
    const unknown = namedPlaceholders(text).find((name) => !known.includes(name));
    if (unknown !== undefined)
      context.addIssue({
        code: 'custom',
        message: `{{${unknown}}} is not filled in this mail: use only ${known.map((name) => `{{${name}}}`).join(', ')}.`,
      });
  };
}

const automationMail = (id: AutomationId) => ({
  subject: subjectField.superRefine(knownPlaceholdersOnly(automationPlaceholders(id))),
  body: markdownBodyField('Write the mail.', automationBodyMax).superRefine(
    knownPlaceholdersOnly(automationPlaceholders(id)),
  ),
});

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
          ...automationMail('welcome-series'),
        }),
      )
      .length(3, 'The series has three mails.'),
  }),
  /** Once, after a checkout started and not paid by a buyer who agreed to news. */
  'checkout-reminder': z.strictObject({
    afterHours: wholeNumber('Enter a number of hours from 1 to 72.', 1, 72),
    ...automationMail('checkout-reminder'),
  }),
  /** To every buyer of a kept order, when the seller announces a new version of the guide. */
  'guide-update': z.strictObject(automationMail('guide-update')),
  /** Once per order, some days after it completed (the days are a content setting). */
  'review-request': z.strictObject(automationMail('review-request')),
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

// The guide update notice (server/guide-update/).

/** `GET /api/admin/guide-files/notify`: the newest guide version and who its notice would reach. */
export const guideUpdateNoticeSchema = z.object({
  version: z.object({ id: z.string(), name: z.string(), uploadedAt: isoTime }).nullable(),
  /** Addresses with a completed, unrefunded order: one mail each. */
  buyers: z.number().int().nonnegative(),
  /** The notice of this version was sent already: it goes once per version. */
  notified: z.boolean(),
  /** The `guide-update` automation is on. */
  enabled: z.boolean(),
});
export type GuideUpdateNotice = z.infer<typeof guideUpdateNoticeSchema>;

/** `POST /api/admin/guide-files/notify` (202): how many mails were queued. */
export const guideUpdateQueuedSchema = z.object({ queued: z.number().int().nonnegative() });
export type GuideUpdateQueued = z.infer<typeof guideUpdateQueuedSchema>;
/* ---- Broadcasts: the engine's requests, answers and addresses (server/broadcasts/). ---- */

const mailPrefix = '/api/admin/mail';
const broadcastPath = (id: number) => `${mailPrefix}/broadcasts/${String(id)}`;

/** Where the Mail section's broadcast calls go; the server mounts its routes at the same paths. */
export const broadcastsApi = {
  broadcasts: `${mailPrefix}/broadcasts`,
  broadcast: broadcastPath,
  send: (id: number) => `${broadcastPath(id)}/send`,
  cancel: (id: number) => `${broadcastPath(id)}/cancel`,
  pause: (id: number) => `${broadcastPath(id)}/pause`,
  resume: (id: number) => `${broadcastPath(id)}/resume`,
  test: (id: number) => `${broadcastPath(id)}/test`,
  archive: (id: number) => `${broadcastPath(id)}/archive`,
  eml: (id: number) => `${broadcastPath(id)}/eml`,
  preview: `${mailPrefix}/preview`,
  /** The outbox's hold (decision 085), and an owner's "Resume sending". */
  relay: `${mailPrefix}/relay`,
  relayResume: `${mailPrefix}/relay/resume`,
  /** Many suppressed addresses allowed mail again at once. */
  liftSuppressed: `${mailPrefix}/suppressed/lift`,
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

// The Mail section's reading of answers that have no schema above (mail-ui).

function automationEntry<Id extends AutomationId>(id: Id) {
  return z.object({
    id: z.literal(id),
    enabled: z.boolean(),
    settings: automationSettingsSchemas[id],
  });
}

/** `GET /api/admin/mail/automations`: every automation, each checked by its own settings schema. */
export const automationsResponseSchema = z.object({
  automations: z.array(
    z.discriminatedUnion('id', [
      automationEntry('welcome-series'),
      automationEntry('checkout-reminder'),
      automationEntry('guide-update'),
      automationEntry('review-request'),
    ]),
  ),
});
export type AutomationsResponse = z.infer<typeof automationsResponseSchema>;
