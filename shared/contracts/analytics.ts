import { z } from 'zod';
import { analyticsLimits, analyticsTimings, directSource } from './analytics-constants.ts';

/**
 * `POST /api/track-analytics`: what the tracker sends, one event `{type, data}` or a batch
 * `{events: [...]}`. Unknown fields are dropped (the server decides device, browser and OS from
 * the request's user agent, whatever the browser claims); malformed ids, unknown types and
 * oversized batches are refused as a whole.
 */

// Kept here too for the server's code; the tracker imports analytics-constants.ts, free of zod.
export { analyticsLimits, analyticsTimings, directSource };

/** Visitor and session ids are the browser's `crypto.randomUUID()`. */
export const analyticsIdSchema = z.uuid({ error: 'must be an id the tracker made (a UUID).' });

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

// PostgreSQL refuses NUL in text and JSON: one such value would make every retry of the
// batch holding it fail, so it is refused with the request instead.
const withoutNul = (text: string) => !text.includes('\u0000');
const nulMessage = 'must not contain NUL characters.';
const text = (max: number = analyticsLimits.text) =>
  z.string().max(max, `Use at most ${max} characters.`).refine(withoutNul, nulMessage);
const optionalText = (max?: number) => text(max).optional();
const pagePath = z
  .string()
  .max(analyticsLimits.path, `Use at most ${analyticsLimits.path} characters.`)
  .regex(/^\//, 'must be a path on this site, starting with /.')
  .refine(withoutNul, nulMessage);

export const pageViewDataSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
  pagePath,
  referrer: optionalText(analyticsLimits.url),
  utmSource: optionalText(),
  utmMedium: optionalText(),
  utmCampaign: optionalText(),
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
  firstTouchSource: optionalText(),
  lastTouchSource: optionalText(),
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

/** What the checkout passes along with an order, so the server can credit the visit. */
export const checkoutAnalyticsSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
});
export type CheckoutAnalytics = z.infer<typeof checkoutAnalyticsSchema>;

/** The traffic source of a session: utm_source, else the entry page, else 'Direct'. */
export function trafficSource(
  utmSource: string | null | undefined,
  entryPage: string | null | undefined,
): string {
  return utmSource?.trim() || entryPage?.trim() || directSource;
}

/** The first-touch source of a purchase whose buyer the tracker never saw (no JavaScript, GPC). */
export const untrackedSource = 'Not tracked';

/** A device type the user agent did not reveal. */
export const unknownDevice = 'Unknown';
