import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import {
  analyticsConversions,
  analyticsDaily,
  analyticsDailyBreakdown,
  analyticsEvents,
  type analyticsPageViews,
  analyticsSessions,
  analyticsVisitorDays,
  analyticsVisitors,
  firstVisitDay,
  type ConversionType,
} from '#server/db/analytics-schema.ts';
import type { BreakdownDelta, DailyDelta, VisitorDayDelta } from './rollup-deltas.ts';

export type SessionRow = typeof analyticsSessions.$inferSelect;
export type VisitorRow = typeof analyticsVisitors.$inferSelect;
export type ConversionRow = typeof analyticsConversions.$inferSelect;
export type NewPageView = typeof analyticsPageViews.$inferInsert;
export type NewEvent = typeof analyticsEvents.$inferInsert;

// Rows per statement: well under PostgreSQL's 65,535 bind parameters at 23 columns a row.
const chunkSize = 1_000;
// Any constant: the one advisory lock every rollup writer takes (pg_advisory_xact_lock).
const rollupLockKey = 7_061_212;

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += chunkSize)
    result.push(rows.slice(start, start + chunkSize));
  return result;
}

/**
 * Serialises rollup writers across every instance until the transaction ends. A flush reads
 * sessions and visitors, then writes the sums they change: two flushes at once would both add
 * a session first seen by each. Flushes are batched, so this costs one wait per batch.
 */
export async function lockRollups(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${rollupLockKey})`);
}

/**
 * Rows as one JSON parameter that PostgreSQL expands (json_to_recordset): a flush writes
 * thousands of rows, and one parameter per value made building, sending and planning the
 * statement cost more than the rows themselves.
 */
function jsonRows(rows: object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}

/** `column in (ids)` with the ids as one JSON parameter, however many there are. */
function idIn(column: PgColumn, ids: string[]): SQL {
  return sql`${column} in (select json_array_elements_text(${JSON.stringify(ids)}::json))`;
}

export async function findSessions(tx: Database, ids: string[]): Promise<SessionRow[]> {
  const found: SessionRow[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await tx.select().from(analyticsSessions).where(idIn(analyticsSessions.id, part))),
    );
  return found;
}

export async function findVisitors(tx: Database, ids: string[]): Promise<VisitorRow[]> {
  const found: VisitorRow[] = [];
  for (const part of chunks(ids))
    found.push(
      ...(await tx.select().from(analyticsVisitors).where(idIn(analyticsVisitors.id, part))),
    );
  return found;
}

export interface ConversionInput {
  orderId: string;
  type: ConversionType;
  sessionId: string | null;
  visitorId: string | null;
  /** The money actually taken (purchase) or 0 (begin_checkout). */
  revenueCents: number;
  at: Date;
}

/**
 * Notes a conversion in the caller's transaction (the order's own): one row per order and
 * type, whoever asks twice. The next analytics flush rolls it up; checkout never waits on it.
 */
export async function recordConversion(tx: Database, input: ConversionInput): Promise<void> {
  await tx
    .insert(analyticsConversions)
    .values({
      orderId: input.orderId,
      conversionType: input.type,
      sessionId: input.sessionId,
      visitorId: input.visitorId,
      revenueCents: input.revenueCents,
      createdAt: input.at,
    })
    .onConflictDoNothing();
}

/**
 * Notes the refund of a paid order in the refund's transaction: its purchase again (amount,
 * moment, session, visitor and, once rolled up, first-touch source), so the flush takes it
 * back out of the sale's day and source. Nothing when the order has no purchase recorded.
 */
export async function recordRefundConversion(tx: Database, orderId: string): Promise<void> {
  const c = analyticsConversions;
  await tx.execute(sql`
    insert into ${c} (${sql.identifier(c.orderId.name)}, ${sql.identifier(c.conversionType.name)},
      ${sql.identifier(c.sessionId.name)}, ${sql.identifier(c.visitorId.name)},
      ${sql.identifier(c.createdAt.name)}, ${sql.identifier(c.revenueCents.name)},
      ${sql.identifier(c.firstTouchSource.name)})
    select ${c.orderId}, 'refund', ${c.sessionId}, ${c.visitorId}, ${c.createdAt},
      ${c.revenueCents}, ${c.firstTouchSource}
    from ${c}
    where ${c.orderId} = ${orderId} and ${c.conversionType} = 'purchase'
    on conflict do nothing`);
}

/** Conversions the orders wrote since the last flush, oldest first. */
export function pendingConversions(tx: Database, limit: number): Promise<ConversionRow[]> {
  return tx
    .select()
    .from(analyticsConversions)
    .where(isNull(analyticsConversions.rolledUpAt))
    .orderBy(asc(analyticsConversions.id))
    .limit(limit);
}

/** Conversions already rolled up that name these sessions: they arrived before the session did. */
export function earlierConversionsOf(
  tx: Database,
  sessionIds: string[],
): Promise<{ sessionId: string | null; conversionType: ConversionType }[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      sessionId: analyticsConversions.sessionId,
      conversionType: analyticsConversions.conversionType,
    })
    .from(analyticsConversions)
    .where(
      and(
        inArray(analyticsConversions.sessionId, sessionIds),
        isNotNull(analyticsConversions.rolledUpAt),
      ),
    );
}

export async function insertPageViews(tx: Database, rows: NewPageView[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into analytics_page_views
        (session_id, visitor_id, created_at, page_path, referrer, device_type, browser, os)
      select "sessionId", "visitorId", "createdAt", "pagePath", referrer, "deviceType", browser, os
      from json_to_recordset(${jsonRows(part)}) as r(
        "sessionId" text, "visitorId" text, "createdAt" timestamptz, "pagePath" text,
        referrer text, "deviceType" text, browser text, os text)`);
  }
}

export async function insertEvents(tx: Database, rows: NewEvent[]): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(analyticsEvents).values(part);
}

const excluded = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);

/**
 * Writes each session's new state: inserted whole, or its changing fields replaced (the
 * values its first page view fixed stay as stored). JSON arrays become text[] columns.
 */
export async function saveSessions(tx: Database, rows: SessionRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into analytics_sessions (id, visitor_id, started_at, ended_at, duration_seconds,
        is_bounce, page_views, entry_page, referrer, utm_source, utm_medium, utm_campaign,
        source, medium, device_type, browser, os, viewed_checkout, started_payment, converted,
        country, region, pages, goals)
      select id, "visitorId", "startedAt", "endedAt", "durationSeconds", "isBounce",
        "pageViews", "entryPage", referrer, "utmSource", "utmMedium", "utmCampaign", source,
        medium, "deviceType", browser, os, "viewedCheckout", "startedPayment", converted,
        country, region, pages, goals
      from json_to_recordset(${jsonRows(part)}) as r(
        id text, "visitorId" text, "startedAt" timestamptz, "endedAt" timestamptz,
        "durationSeconds" integer, "isBounce" boolean, "pageViews" integer, "entryPage" text,
        referrer text, "utmSource" text, "utmMedium" text, "utmCampaign" text, source text,
        medium text, "deviceType" text, browser text, os text, "viewedCheckout" boolean,
        "startedPayment" boolean, converted boolean, country text, region text,
        pages text[], goals text[])
      on conflict (id) do update set
        ended_at = excluded.ended_at,
        duration_seconds = excluded.duration_seconds,
        is_bounce = excluded.is_bounce,
        page_views = excluded.page_views,
        viewed_checkout = excluded.viewed_checkout,
        started_payment = excluded.started_payment,
        converted = excluded.converted,
        pages = excluded.pages,
        goals = excluded.goals`);
  }
}

export async function saveVisitors(tx: Database, rows: VisitorRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx.execute(sql`
      insert into analytics_visitors (id, first_seen_at, first_source, last_seen_day)
      select id, "firstSeenAt", "firstSource", "lastSeenDay"
      from json_to_recordset(${jsonRows(part)}) as r(
        id text, "firstSeenAt" timestamptz, "firstSource" text, "lastSeenDay" date)
      on conflict (id) do update set last_seen_day = excluded.last_seen_day`);
  }
}

export async function markRolledUp(
  tx: Database,
  conversion: Pick<ConversionRow, 'id' | 'firstTouchSource' | 'lastTouchSource'>,
  at: Date,
): Promise<void> {
  await tx
    .update(analyticsConversions)
    .set({
      rolledUpAt: at,
      firstTouchSource: conversion.firstTouchSource,
      lastTouchSource: conversion.lastTouchSource,
    })
    .where(eq(analyticsConversions.id, conversion.id));
}

const plus = (column: PgColumn): SQL => sql`${column} + ${excluded(column)}`;

export async function addToDaily(
  tx: Database,
  rows: (DailyDelta & { day: string })[],
): Promise<void> {
  const d = analyticsDaily;
  for (const part of chunks(rows))
    await tx
      .insert(d)
      .values(part)
      .onConflictDoUpdate({
        target: d.day,
        set: {
          sessions: plus(d.sessions),
          bouncedSessions: plus(d.bouncedSessions),
          durationSeconds: plus(d.durationSeconds),
          pageViews: plus(d.pageViews),
          checkoutSessions: plus(d.checkoutSessions),
          paymentSessions: plus(d.paymentSessions),
          convertedSessions: plus(d.convertedSessions),
          conversions: plus(d.conversions),
          revenueCents: plus(d.revenueCents),
          refundedCents: plus(d.refundedCents),
        },
      });
}

export async function addToBreakdown(tx: Database, rows: BreakdownDelta[]): Promise<void> {
  const b = analyticsDailyBreakdown;
  for (const part of chunks(rows))
    await tx
      .insert(b)
      .values(part)
      .onConflictDoUpdate({
        target: [b.dimension, b.day, b.key],
        set: { count: plus(b.count), revenueCents: plus(b.revenueCents) },
      });
}

export async function addToVisitorDays(tx: Database, rows: VisitorDayDelta[]): Promise<void> {
  const v = analyticsVisitorDays;
  const stored = rows.map((row) => ({ ...row, previousDay: row.previousDay ?? firstVisitDay }));
  for (const part of chunks(stored))
    await tx
      .insert(v)
      .values(part)
      .onConflictDoUpdate({
        target: [v.day, v.previousDay],
        set: { visitors: plus(v.visitors) },
      });
}
