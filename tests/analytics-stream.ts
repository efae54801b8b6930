import fc from 'fast-check';
import {
  recordConversion,
  type ConversionInput,
} from '#server/analytics/storage/analytics-store-repository.ts';
import { storeAnalyticsBatch } from '#server/analytics/storage/analytics-store.ts';
import type {
  ReceivedDevice,
  ReceivedEvent,
  ReceivedPlace,
} from '#server/analytics/storage/received-event.ts';
import type { Database } from '#server/db/database.ts';
import type { EventData } from '#shared/contracts/analytics.ts';
import { nowhere, pageView, sessionUpdate, testHost, trackedEvent } from './analytics-events.ts';

/**
 * Random analytics traffic for the property tests: visitors returning over up to ~100 days,
 * sessions that cross UTC midnights, from search, social, other sites, the site itself or
 * nowhere, tagged or not with utm fields, from a few places, checkouts, updates that make or
 * break a bounce, goal events (some repeated, some without the field that names the goal),
 * and orders' conversions (some for sessions never seen, some written before their
 * session's first page view), stored in random batch splits.
 */

type Generated<A> = A extends fc.Arbitrary<infer Value> ? Value : never;

const minuteMs = 60_000;
const dayMinutes = 1_440;
const paths = ['/', '/blog', '/checkout', '/guide', '/about'] as const;
const devices: ReceivedDevice[] = [
  { deviceType: 'desktop', browser: 'Firefox', os: 'Linux' },
  { deviceType: 'desktop', browser: 'Chrome', os: 'Windows' },
  { deviceType: 'mobile', browser: 'Mobile Safari', os: 'iOS' },
  { deviceType: 'tablet', browser: 'Chrome', os: 'Android' },
  { deviceType: 'Unknown', browser: null, os: null },
];
/** The first page view's referrer: search, social, another site, the site itself, none. */
const referrers = [
  undefined,
  'https://www.google.com/search?q=child+support',
  'https://m.facebook.com/',
  'https://www.example.org/forum/thread',
  `http://${testHost}/blog`,
] as const;
const places: ReceivedPlace[] = [
  nowhere,
  { country: 'US', region: 'TX' },
  { country: 'US', region: 'CA' },
  { country: 'US', region: null },
  { country: 'FR', region: null },
];
/** Goal events, and events that name no goal (a CTA without location, a page exit). */
const goalEvents: Pick<EventData, 'eventName' | 'ctaLocation' | 'scrollPercentage'>[] = [
  { eventName: 'cta_click', ctaLocation: 'hero' },
  { eventName: 'cta_click', ctaLocation: 'footer' },
  { eventName: 'cta_click', ctaLocation: 'sidebar' },
  { eventName: 'cta_click' },
  { eventName: 'scroll_depth', scrollPercentage: 50 },
  { eventName: 'scroll_depth', scrollPercentage: 90 },
  { eventName: 'scroll_depth' },
  { eventName: 'engaged_visitor' },
  { eventName: 'deeply_engaged_visitor' },
  { eventName: 'video_play' },
  { eventName: 'page_exit' },
];

const id = (kind: number, index: number) =>
  `00000000-0000-4000-${8000 + kind}-${String(index).padStart(12, '0')}`;
const visitorId = (index: number) => id(1, index);
const sessionId = (index: number) => id(2, index);
const unknownId = (index: number) => id(3, index);

const sessionArbitrary = fc.record({
  visitor: fc.nat({ max: 5 }),
  /** Minutes before now: anywhere in ~100 days, near a midnight, or in the last hour. */
  startAgo: fc.oneof(
    fc.integer({ min: 0, max: 100 * dayMinutes }),
    fc
      .record({ day: fc.integer({ min: 0, max: 99 }), before: fc.integer({ min: 1, max: 15 }) })
      .map(({ day, before }) => day * dayMinutes + before),
    fc.integer({ min: 0, max: 60 }),
  ),
  pages: fc.array(
    fc.record({ path: fc.constantFrom(...paths), gap: fc.integer({ min: 0, max: 20 }) }),
    { minLength: 1, maxLength: 4 },
  ),
  referrer: fc.constantFrom(...referrers),
  utmSource: fc.constantFrom(undefined, 'google', 'newsletter', '  '),
  utmMedium: fc.constantFrom(undefined, 'cpc', 'email'),
  utmCampaign: fc.constantFrom(undefined, 'spring', 'launch'),
  device: fc.constantFrom(...devices),
  place: fc.constantFrom(...places),
  updates: fc.array(
    fc.record({
      after: fc.integer({ min: 0, max: 40 }),
      seconds: fc.integer({ min: 0, max: 900 }),
    }),
    { maxLength: 3 },
  ),
  /** Each at some minutes after the start: before, between or after the page views. */
  otherEvents: fc.array(
    fc.record({ event: fc.constantFrom(...goalEvents), after: fc.integer({ min: 0, max: 60 }) }),
    { maxLength: 4 },
  ),
});
type SessionPlan = Generated<typeof sessionArbitrary>;

const orderArbitrary = fc.record({
  /** A session of the stream (by index), one the tracker never saw, or none. */
  session: fc.oneof(fc.nat({ max: 30 }), fc.constant('unknown' as const), fc.constant(null)),
  withVisitor: fc.boolean(),
  beganCheckout: fc.boolean(),
  paid: fc.boolean(),
  cents: fc.integer({ min: 100, max: 9_900 }),
  afterMinutes: fc.integer({ min: 0, max: 3 * dayMinutes }),
  /** When it is written, as a share of the batches stored before it. */
  writtenAt: fc.double({ min: 0, max: 1, noNaN: true }),
});

export const analyticsStreamArbitrary = fc.record({
  sessions: fc.array(sessionArbitrary, { minLength: 0, maxLength: 14 }),
  orders: fc.array(orderArbitrary, { maxLength: 6 }),
  batchSizes: fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 1, maxLength: 6 }),
  strayUpdates: fc.nat({ max: 2 }),
});
export type AnalyticsStream = Generated<typeof analyticsStreamArbitrary>;

const before = (now: Date, minutes: number) => new Date(now.getTime() - minutes * minuteMs);
const notAfter = (now: Date, at: Date) => (at > now ? now : at);

function sessionEvents(now: Date, plan: SessionPlan, index: number): ReceivedEvent[] {
  const visit = { sessionId: sessionId(index), visitorId: visitorId(plan.visitor) };
  const start = before(now, plan.startAgo);
  const at = (minutes: number) => notAfter(now, new Date(start.getTime() + minutes * minuteMs));
  const events: ReceivedEvent[] = [];
  let offset = 0;
  const landing = withoutUndefined({
    referrer: plan.referrer,
    utmSource: plan.utmSource,
    utmMedium: plan.utmMedium,
    utmCampaign: plan.utmCampaign,
  });
  for (const [page, { path, gap }] of plan.pages.entries()) {
    if (page > 0) offset += gap;
    // Later page views come from the site itself; only the landing carries the link's fields.
    const data =
      page === 0
        ? { ...landing, pagePath: path }
        : { pagePath: path, referrer: `http://${testHost}/` };
    events.push(pageView(visit, at(offset), data, plan.device, plan.place));
  }
  for (const update of plan.updates)
    events.push(sessionUpdate(visit, at(update.after), update.seconds));
  for (const { event, after } of plan.otherEvents)
    events.push(trackedEvent(visit, at(after), withoutUndefined(event)));
  return events;
}

function withoutUndefined<Fields extends object>(fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Fields;
}

function conversions(now: Date, stream: AnalyticsStream) {
  return stream.orders.flatMap((order, index) => {
    const plan = typeof order.session === 'number' ? stream.sessions[order.session] : undefined;
    const session =
      plan && typeof order.session === 'number'
        ? { sessionId: sessionId(order.session), visitorId: visitorId(plan.visitor) }
        : { sessionId: order.session === 'unknown' ? unknownId(index) : null, visitorId: null };
    const visitor = order.withVisitor ? session.visitorId : null;
    const startAgo = plan?.startAgo ?? order.afterMinutes;
    const at = notAfter(now, before(now, startAgo - order.afterMinutes));
    const base = { orderId: `ord_${index}`, sessionId: session.sessionId, visitorId: visitor, at };
    const rows: ConversionInput[] = [];
    if (order.beganCheckout) rows.push({ ...base, type: 'begin_checkout', revenueCents: 0 });
    if (order.paid) rows.push({ ...base, type: 'purchase', revenueCents: order.cents });
    return rows.map((row) => ({ row, writtenAt: order.writtenAt }));
  });
}

/**
 * Stores the stream in time order, in batches of the given sizes (cycled), writing each order's
 * conversions between batches, then one empty batch that rolls up the last conversions.
 */
export async function storeStream(db: Database, now: Date, stream: AnalyticsStream) {
  const events = stream.sessions
    .flatMap((plan, index) => sessionEvents(now, plan, index))
    .concat(
      Array.from({ length: stream.strayUpdates }, (_, index) =>
        sessionUpdate({ sessionId: unknownId(100 + index) }, before(now, index), 45),
      ),
    )
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  const batches: ReceivedEvent[][] = [];
  for (
    let start = 0, size = 0;
    start < events.length;
    size = (size + 1) % stream.batchSizes.length
  ) {
    const length = stream.batchSizes[size] ?? 1;
    batches.push(events.slice(start, start + length));
    start += length;
  }
  const pending = conversions(now, stream);
  for (const [index, batch] of [...batches, []].entries()) {
    const due = pending.filter(({ writtenAt }) => writtenAt * batches.length <= index);
    for (const conversion of due) pending.splice(pending.indexOf(conversion), 1);
    if (due.length > 0)
      await db.transaction(async (tx) => {
        for (const { row } of due) await recordConversion(tx, row);
      });
    await storeAnalyticsBatch(db, batch);
  }
}
