import { z } from 'zod';
import {
  analyticsLimits,
  analyticsTimings,
  directSource,
  untrackedSource,
} from './analytics-constants.ts';
import { analyticsIdSchema } from './analytics-ids.ts';
import { isAnalyticsLabel, isReferrer } from './analytics-labels.ts';
import { unusualCharactersMessage } from './plain-text.ts';

/**
 * `POST /api/track-analytics`: what the tracker sends, one event `{type, data}` or a batch
 * `{events: [...]}`. Unknown fields are dropped (the server decides device, browser and OS from
 * the request's user agent, whatever the browser claims); malformed ids, unknown types and
 * oversized batches are refused as a whole.
 */

// Kept here too for the server's code; the tracker imports analytics-constants.ts, free of zod.
export { analyticsLimits, analyticsTimings, directSource, untrackedSource };

/** What the tracker reports with type 'event'. */
export const analyticsEventNames = [
  'scroll_depth',
  'engaged_visitor',
  'deeply_engaged_visitor',
  'page_exit',
  'cta_click',
  'video_play',
  'purchase',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

// What the dashboard shows as text comes from here, and it is refused at the door: control
// characters (NUL, which PostgreSQL refuses, would also make every retry of its batch fail),
// line breaks, direction overrides, unpaired surrogates and stacked marks, so no label can
// read differently from what it is.
const text = (max: number = analyticsLimits.text) =>
  z
    .string()
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => isAnalyticsLabel(value, max), unusualCharactersMessage);
const optionalText = (max?: number) => text(max).optional();
// What a landing's address carries (utm_*, the sources made of them, the referrer) is written
// by whoever wrote the link: one the dashboard must not show is left out and the visit kept,
// so a crafted link loses its label, never the visit, and the tracker needs no copy of these
// rules.
const fromLink = (field: z.ZodType<string>) => field.optional().catch(undefined);

// A path as a browser's location.pathname gives it: printable ASCII without what the URL
// standard always percent-encodes in a path (space, " # < > ? ` { }). So a page or an entry
// page shown as a source is a path, never a sentence.
const pathCharacters = /^\/[\x21\x24-\x3B\x3D\x40-\x5F\x61-\x7A\x7C\x7E]*$/;
const pagePath = z
  .string()
  .max(analyticsLimits.path, `Use at most ${analyticsLimits.path} characters.`)
  .regex(pathCharacters, 'must be a path on this site as a browser sends it, starting with /.');

const referrer = fromLink(text(analyticsLimits.url).refine(isReferrer, 'must be a web address.'));

export const pageViewDataSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
  pagePath,
  referrer,
  utmSource: fromLink(text()),
  utmMedium: fromLink(text()),
  utmCampaign: fromLink(text()),
  isNewVisitor: z.boolean().optional(),
});

export const sessionUpdateDataSchema = z.object({
  sessionId: analyticsIdSchema,
  durationSeconds: z.number().int().min(0).max(analyticsLimits.durationSeconds),
  isBounce: z.boolean(),
});

export const eventDataSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
  eventName: z.enum(analyticsEventNames),
  eventCategory: optionalText(),
  eventLabel: optionalText(),
  eventValue: z.number().optional(),
  pagePath: pagePath.optional(),
  ctaLocation: optionalText(),
  ctaType: optionalText(),
  scrollPercentage: z.number().int().min(0).max(100).optional(),
  videoId: optionalText(),
});

/** The browser's own purchase report: stored and forwarded, never counted as revenue. */
export const conversionDataSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
  conversionType: text(64),
  revenue: z.coerce.number().min(0).max(1_000_000),
  orderId: text(64),
  firstTouchSource: fromLink(text()),
  lastTouchSource: fromLink(text()),
});

export const trackEventSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('page_view'), data: pageViewDataSchema }),
    z.object({ type: z.literal('session_update'), data: sessionUpdateDataSchema }),
    z.object({ type: z.literal('event'), data: eventDataSchema }),
    z.object({ type: z.literal('conversion'), data: conversionDataSchema }),
  ],
  { error: 'type must be page_view, session_update, event or conversion.' },
);
export type TrackEvent = z.infer<typeof trackEventSchema>;
export type PageViewData = z.infer<typeof pageViewDataSchema>;
export type SessionUpdateData = z.infer<typeof sessionUpdateDataSchema>;
export type EventData = z.infer<typeof eventDataSchema>;
export type ConversionData = z.infer<typeof conversionDataSchema>;

export const trackBatchSchema = z.object({
  events: z
    .array(trackEventSchema)
    .min(1, 'Send at least one event.')
    .max(analyticsLimits.batch, `Send at most ${analyticsLimits.batch} events at once.`),
});

/** The request body: one event or a batch; answered 204. */
export const trackRequestSchema = z.union([trackBatchSchema, trackEventSchema]);
export type TrackRequest = z.infer<typeof trackRequestSchema>;

/** A device type the user agent did not reveal. */
export const unknownDevice = 'Unknown';
