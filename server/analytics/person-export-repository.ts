/**
 * The analytics tied to one buyer's orders, for a privacy export (server/privacy/): the
 * sessions and visitors the checkouts named, their page views and events, and the orders'
 * conversions. Analytics rows hold no address; this is how they reach a person.
 */
import { and, asc, between, inArray, or } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import {
  analyticsConversions,
  analyticsEvents,
  analyticsPageViews,
  analyticsSessions,
  analyticsVisitors,
} from '#server/db/analytics-schema.ts';

export type PersonSessionRow = Omit<
  typeof analyticsSessions.$inferSelect,
  'durationSeconds' | 'isBounce' | 'pageViews' | 'viewedCheckout' | 'startedPayment' | 'converted'
>;

export interface PersonAnalyticsRows {
  visitors: (typeof analyticsVisitors.$inferSelect)[];
  sessions: PersonSessionRow[];
  pageViews: Pick<
    typeof analyticsPageViews.$inferSelect,
    'sessionId' | 'createdAt' | 'pagePath' | 'referrer'
  >[];
  events: Pick<
    typeof analyticsEvents.$inferSelect,
    'sessionId' | 'createdAt' | 'name' | 'category' | 'pagePath' | 'label' | 'value' | 'detail'
  >[];
  conversions: Pick<
    typeof analyticsConversions.$inferSelect,
    'orderId' | 'conversionType' | 'createdAt' | 'revenueCents' | 'sessionId'
  >[];
}

/**
 * Everything analytics holds for `orderIds` and the session and visitor ids they carried:
 * every session of those visitors (a visitor is one browser's id), then those sessions' page
 * views and events, read within the sessions' span so the created_at indexes serve them.
 */
export async function analyticsOfOrders(
  db: Database,
  ids: {
    orderIds: readonly string[];
    sessionIds: readonly string[];
    visitorIds: readonly string[];
  },
): Promise<PersonAnalyticsRows> {
  const conversions =
    ids.orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: analyticsConversions.orderId,
            conversionType: analyticsConversions.conversionType,
            createdAt: analyticsConversions.createdAt,
            revenueCents: analyticsConversions.revenueCents,
            sessionId: analyticsConversions.sessionId,
          })
          .from(analyticsConversions)
          .where(inArray(analyticsConversions.orderId, [...ids.orderIds]))
          .orderBy(asc(analyticsConversions.createdAt), asc(analyticsConversions.id));
  const sessionIds = [
    ...new Set([
      ...ids.sessionIds,
      ...conversions.flatMap((conversion) => (conversion.sessionId ? [conversion.sessionId] : [])),
    ]),
  ];
  const visitorIds = [...new Set(ids.visitorIds)];
  const visitors =
    visitorIds.length === 0
      ? []
      : await db.select().from(analyticsVisitors).where(inArray(analyticsVisitors.id, visitorIds));
  const sessionMatches = [
    sessionIds.length > 0 ? inArray(analyticsSessions.id, sessionIds) : undefined,
    visitorIds.length > 0 ? inArray(analyticsSessions.visitorId, visitorIds) : undefined,
  ].filter((match) => match !== undefined);
  const sessions =
    sessionMatches.length === 0
      ? []
      : await db
          .select({
            id: analyticsSessions.id,
            visitorId: analyticsSessions.visitorId,
            startedAt: analyticsSessions.startedAt,
            endedAt: analyticsSessions.endedAt,
            entryPage: analyticsSessions.entryPage,
            referrer: analyticsSessions.referrer,
            utmSource: analyticsSessions.utmSource,
            utmMedium: analyticsSessions.utmMedium,
            utmCampaign: analyticsSessions.utmCampaign,
            source: analyticsSessions.source,
            medium: analyticsSessions.medium,
            deviceType: analyticsSessions.deviceType,
            browser: analyticsSessions.browser,
            os: analyticsSessions.os,
            country: analyticsSessions.country,
            region: analyticsSessions.region,
            pages: analyticsSessions.pages,
            goals: analyticsSessions.goals,
          })
          .from(analyticsSessions)
          .where(or(...sessionMatches))
          .orderBy(asc(analyticsSessions.startedAt), asc(analyticsSessions.id));
  if (sessions.length === 0) return { visitors, sessions, pageViews: [], events: [], conversions };
  const found = sessions.map((session) => session.id);
  // A session's page views and events fall between its start and its end (the ingest's own clock).
  const from = new Date(Math.min(...sessions.map((session) => session.startedAt.getTime())));
  const to = new Date(Math.max(...sessions.map((session) => session.endedAt.getTime())));
  const pageViews = await db
    .select({
      sessionId: analyticsPageViews.sessionId,
      createdAt: analyticsPageViews.createdAt,
      pagePath: analyticsPageViews.pagePath,
      referrer: analyticsPageViews.referrer,
    })
    .from(analyticsPageViews)
    .where(
      and(
        inArray(analyticsPageViews.sessionId, found),
        between(analyticsPageViews.createdAt, from, to),
      ),
    )
    .orderBy(asc(analyticsPageViews.createdAt), asc(analyticsPageViews.id));
  const events = await db
    .select({
      sessionId: analyticsEvents.sessionId,
      createdAt: analyticsEvents.createdAt,
      name: analyticsEvents.name,
      category: analyticsEvents.category,
      pagePath: analyticsEvents.pagePath,
      label: analyticsEvents.label,
      value: analyticsEvents.value,
      detail: analyticsEvents.detail,
    })
    .from(analyticsEvents)
    .where(
      and(inArray(analyticsEvents.sessionId, found), between(analyticsEvents.createdAt, from, to)),
    )
    .orderBy(asc(analyticsEvents.createdAt), asc(analyticsEvents.id));
  return { visitors, sessions, pageViews, events, conversions };
}
