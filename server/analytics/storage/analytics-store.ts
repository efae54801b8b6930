import type { Database } from '#server/db/database.ts';
import type { ConversionType } from '#server/db/analytics-schema.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { analyticsTimings, untrackedSource, type EventData } from '#shared/contracts/analytics.ts';
import { dayIn, defaultTimeZone } from '#shared/time-zone.ts';
import { trafficMedium } from '#shared/traffic-sources.ts';
import {
  addToBreakdown,
  addToDaily,
  addToVisitorDays,
  earlierConversionsOf,
  findSessions,
  findVisitors,
  insertEvents,
  insertPageViews,
  lockRollups,
  markRolledUp,
  pendingConversions,
  saveSessions,
  saveVisitors,
  type ConversionRow,
  type NewEvent,
  type NewPageView,
  type SessionRow,
  type VisitorRow,
} from './analytics-store-repository.ts';
import type { ReceivedEvent } from './received-event.ts';
import { RollupDeltas } from './rollup-deltas.ts';
import { goalOf } from './session-goals.ts';
import { countSessionChange } from './session-rollups.ts';

// Conversions rolled up per flush; the rest wait for the next one.
const conversionsPerFlush = 500;
const checkoutPath = '/checkout';

const later = (a: Date, b: Date): Date => (a > b ? a : b);

/**
 * Writes a batch of received events and the conversions not rolled up yet, with every rollup
 * they change, in one transaction: the rollups always equal what the raw rows say. Rollups are
 * keyed by the seller's days in `timeZone`, the zone in force when the flush runs (decision 091).
 */
export async function storeAnalyticsBatch(
  db: Database,
  events: ReceivedEvent[],
  timeZone: string = defaultTimeZone,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await lockRollups(tx);
    const flush = new Flush(timeZone);
    await flush.loadSessions(
      tx,
      events.map((event) => event.data.sessionId),
    );
    for (const event of events) flush.apply(event);
    const conversions = await pendingConversions(tx, conversionsPerFlush);
    await flush.loadSessions(
      tx,
      conversions.flatMap((conversion) => conversion.sessionId ?? []),
    );
    await flush.noteEarlierConversions(tx);
    await flush.loadVisitors(tx, conversions);
    flush.trackVisitors();
    const rolledUp = conversions.map((conversion) => flush.rollUp(conversion));
    flush.countSessions();

    await insertPageViews(tx, flush.pageViews);
    await insertEvents(tx, flush.events);
    await saveSessions(tx, flush.changedSessions());
    await saveVisitors(tx, flush.changedVisitors());
    const now = new Date();
    for (const conversion of rolledUp) await markRolledUp(tx, conversion, now);
    await addToDaily(tx, flush.deltas.dailyRows());
    await addToBreakdown(tx, flush.deltas.breakdownRows());
    await addToVisitorDays(tx, flush.deltas.visitorDayRows());
  });
}

/** One flush's working state: sessions and visitors before and after, and the rows to write. */
class Flush {
  readonly deltas = new RollupDeltas();
  readonly #timeZone: string;
  readonly pageViews: NewPageView[] = [];
  readonly events: NewEvent[] = [];
  /** As stored before this flush; absent for sessions this flush creates. */
  readonly #before = new Map<string, SessionRow>();
  readonly #sessions = new Map<string, SessionRow>();
  /** Sessions this flush creates, in the order their first page view arrived. */
  readonly #created: SessionRow[] = [];
  readonly #visitorsBefore = new Map<string, VisitorRow>();
  readonly #visitors = new Map<string, VisitorRow>();
  /** The first-touch source each purchase rolled up by this flush was credited to, by order. */
  readonly #purchaseSources = new Map<string, string>();

  constructor(timeZone: string) {
    this.#timeZone = timeZone;
  }

  #day(moment: Date): string {
    return dayIn(moment, this.#timeZone);
  }

  async loadSessions(tx: Database, ids: string[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => !this.#sessions.has(id));
    for (const row of await findSessions(tx, missing)) {
      this.#before.set(row.id, row);
      // Arrays are replaced, never changed in place, so the copy can share them.
      this.#sessions.set(row.id, { ...row });
    }
  }

  apply(event: ReceivedEvent): void {
    const at = event.receivedAt;
    switch (event.type) {
      case 'page_view':
        this.#pageView(event, at);
        return;
      case 'session_update': {
        const session = this.#sessions.get(event.data.sessionId);
        if (!session) return;
        session.durationSeconds = Math.max(session.durationSeconds, event.data.durationSeconds);
        session.endedAt = later(session.endedAt, at);
        return;
      }
      case 'event':
        this.#touch(event.data.sessionId, at);
        this.#reachGoal(event.data);
        this.events.push(eventRow(event.data, at));
        return;
      case 'conversion': {
        // The browser's own report of a purchase: kept as an event, never counted as revenue.
        const { data } = event;
        this.#touch(data.sessionId, at);
        this.events.push({
          sessionId: data.sessionId,
          visitorId: data.visitorId,
          createdAt: at,
          name: 'conversion',
          category: data.conversionType,
          label: data.orderId,
          value: data.revenue,
          detail: withoutUndefined({
            firstTouchSource: data.firstTouchSource,
            lastTouchSource: data.lastTouchSource,
          }),
        });
      }
    }
  }

  #touch(sessionId: string, at: Date): void {
    const session = this.#sessions.get(sessionId);
    if (session) session.endedAt = later(session.endedAt, at);
  }

  #reachGoal(data: EventData): void {
    const session = this.#sessions.get(data.sessionId);
    const goal = goalOf(data);
    if (session && goal !== null && !session.goals.includes(goal))
      session.goals = [...session.goals, goal];
  }

  #pageView(event: ReceivedEvent & { type: 'page_view' }, at: Date): void {
    const { data, device, place } = event;
    let session = this.#sessions.get(data.sessionId);
    if (!session) {
      session = {
        id: data.sessionId,
        visitorId: data.visitorId,
        startedAt: at,
        endedAt: at,
        durationSeconds: 0,
        isBounce: true,
        pageViews: 0,
        entryPage: data.pagePath,
        referrer: data.referrer || null,
        utmSource: data.utmSource || null,
        utmMedium: data.utmMedium?.trim() || null,
        medium: trafficMedium({ utmMedium: data.utmMedium, source: event.source }),
        utmCampaign: data.utmCampaign?.trim() || null,
        source: event.source,
        deviceType: device.deviceType,
        browser: device.browser,
        os: device.os,
        viewedCheckout: false,
        startedPayment: false,
        converted: false,
        country: place.country,
        region: place.region,
        pages: [],
        goals: [],
      };
      this.#sessions.set(session.id, session);
      this.#created.push(session);
    }
    session.pageViews += 1;
    session.pages = [...session.pages, data.pagePath];
    session.endedAt = later(session.endedAt, at);
    if (data.pagePath === checkoutPath) session.viewedCheckout = true;
    this.pageViews.push({
      sessionId: data.sessionId,
      visitorId: data.visitorId,
      createdAt: at,
      pagePath: data.pagePath,
      referrer: data.referrer || null,
      deviceType: device.deviceType,
      browser: device.browser,
      os: device.os,
    });
    const day = this.#day(at);
    this.deltas.add(day, 'pageViews', 1);
    this.deltas.addBreakdown('page', day, data.pagePath, 1);
    this.deltas.addBreakdown('device', day, device.deviceType, 1);
  }

  /** Conversions rolled up by an earlier flush that name a session this flush creates. */
  async noteEarlierConversions(tx: Database): Promise<void> {
    const ids = this.#created.map((session) => session.id);
    for (const { sessionId, conversionType } of await earlierConversionsOf(tx, ids)) {
      const session = sessionId ? this.#sessions.get(sessionId) : undefined;
      if (session) markConverted(session, conversionType);
    }
  }

  async loadVisitors(tx: Database, conversions: ConversionRow[]): Promise<void> {
    const ids = new Set<string>();
    for (const session of this.#created) ids.add(session.visitorId);
    for (const conversion of conversions) {
      const visitorId = this.#visitorOf(conversion);
      if (visitorId) ids.add(visitorId);
    }
    for (const row of await findVisitors(tx, [...ids])) {
      this.#visitorsBefore.set(row.id, row);
      this.#visitors.set(row.id, { ...row });
    }
  }

  /**
   * Each day a visitor starts a session is counted once, with the visitor's previous such day
   * (none for a first visit), so the distinct visitors of any period are the counts
   * of its days whose previous day is before it.
   */
  trackVisitors(): void {
    for (const session of this.#created) {
      const day = this.#day(session.startedAt);
      const visitor = this.#visitors.get(session.visitorId);
      if (!visitor) {
        this.#visitors.set(session.visitorId, {
          id: session.visitorId,
          firstSeenAt: session.startedAt,
          firstSource: session.source,
          lastSeenDay: day,
        });
        this.deltas.addVisitorDay(day, null);
      } else if (day > visitor.lastSeenDay) {
        this.deltas.addVisitorDay(day, visitor.lastSeenDay);
        visitor.lastSeenDay = day;
      }
    }
  }

  #visitorOf(conversion: ConversionRow): string | null {
    const session = conversion.sessionId ? this.#sessions.get(conversion.sessionId) : undefined;
    return session?.visitorId ?? conversion.visitorId;
  }

  rollUp(conversion: ConversionRow): ConversionRow {
    const session = conversion.sessionId ? this.#sessions.get(conversion.sessionId) : undefined;
    if (conversion.conversionType === 'refund') return this.#rollUpRefund(conversion, session);
    if (session) markConverted(session, conversion.conversionType);
    if (conversion.conversionType !== 'purchase') return conversion;
    const visitorId = this.#visitorOf(conversion);
    const visitor = visitorId ? this.#visitors.get(visitorId) : undefined;
    const firstTouchSource = visitor?.firstSource ?? untrackedSource;
    this.#purchaseSources.set(conversion.orderId, firstTouchSource);
    const day = this.#day(conversion.createdAt);
    this.deltas.add(day, 'conversions', 1);
    this.deltas.add(day, 'revenueCents', conversion.revenueCents);
    this.deltas.addBreakdown('first_touch', day, firstTouchSource, 1, conversion.revenueCents);
    return { ...conversion, firstTouchSource, lastTouchSource: session?.source ?? untrackedSource };
  }

  /**
   * A refund carries its purchase's moment, so it is taken back from the sale's day, and from
   * the source the purchase was credited to: copied when the refund was written, or set by
   * this flush when both arrived together. The session stays converted: it did buy.
   */
  #rollUpRefund(conversion: ConversionRow, session: SessionRow | undefined): ConversionRow {
    const firstTouchSource =
      conversion.firstTouchSource ??
      this.#purchaseSources.get(conversion.orderId) ??
      untrackedSource;
    const day = this.#day(conversion.createdAt);
    this.deltas.add(day, 'refundedCents', conversion.revenueCents);
    this.deltas.addBreakdown('first_touch', day, firstTouchSource, -1, -conversion.revenueCents);
    return { ...conversion, firstTouchSource, lastTouchSource: session?.source ?? untrackedSource };
  }

  /** What this flush changed in each session, counted on its start day. */
  countSessions(): void {
    for (const after of this.#sessions.values()) {
      after.isBounce = bounced(after);
      countSessionChange(
        this.deltas,
        this.#before.get(after.id),
        after,
        this.#day(after.startedAt),
      );
    }
  }

  changedSessions(): SessionRow[] {
    return [...this.#sessions.values()]
      .filter((after) => !sameRow(this.#before.get(after.id), after))
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  changedVisitors(): VisitorRow[] {
    return [...this.#visitors.values()]
      .filter((after) => !sameRow(this.#visitorsBefore.get(after.id), after))
      .sort((a, b) => a.id.localeCompare(b.id));
  }
}

/**
 * A bounce is a visit that did nothing: one page and under 30 seconds. A second page view or a
 * purchase is never one, however short the visit (decision 092).
 */
function bounced(session: SessionRow): boolean {
  return (
    session.pageViews < 2 &&
    !session.converted &&
    session.durationSeconds < analyticsTimings.bounceSeconds
  );
}

function markConverted(session: SessionRow, type: ConversionType): void {
  if (type === 'purchase') session.converted = true;
  if (type === 'begin_checkout') session.startedPayment = true;
}

function sameRow<Row extends object>(before: Row | undefined, after: Row): boolean {
  if (!before) return false;
  return Object.entries(after).every(([key, value]) => {
    const old: unknown = before[key as keyof Row];
    if (value instanceof Date && old instanceof Date) return value.getTime() === old.getTime();
    if (Array.isArray(value) && Array.isArray(old))
      return value.length === old.length && value.every((item, index) => item === old[index]);
    return value === old;
  });
}

function eventRow(data: EventData, at: Date): NewEvent {
  return {
    sessionId: data.sessionId,
    visitorId: data.visitorId,
    createdAt: at,
    name: data.eventName,
    category: data.eventCategory ?? null,
    label: data.eventLabel ?? null,
    value: data.eventValue ?? null,
    pagePath: data.pagePath ?? null,
    detail: withoutUndefined({
      ctaLocation: data.ctaLocation,
      ctaType: data.ctaType,
      scrollPercentage: data.scrollPercentage,
      videoId: data.videoId,
    }),
  };
}

function withoutUndefined(
  fields: Record<string, string | number | undefined>,
): Record<string, string | number> | null {
  const kept = Object.entries(fields).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : null;
}
