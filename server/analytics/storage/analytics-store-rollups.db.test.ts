import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { projectRoot } from '#tests/project-root.ts';
import {
  referenceBreakdown,
  referenceTrails,
  referenceVisitorDays,
  storedBreakdown,
  storedTrails,
  storedVisitorDays,
} from '#tests/analytics-rollup-reference.ts';
import { analyticsStreamArbitrary, storeStream } from '#tests/analytics-stream.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';

const now = new Date('2026-11-20T12:00:00Z');

/** A migration's statements, split where drizzle splits them. */
const statementsOf = (text: string) =>
  text.split('--> statement-breakpoint').map((statement) => statement.trim());
const migrationText = (file: string) =>
  readFileSync(path.join(projectRoot, 'drizzle', file), 'utf8');

const backfillStart = '-- Issue 25, for installs with analytics rows';
const migration = migrationText('0011_analytics_sources_places.sql');
/** The migration's hand-written backfill. */
const backfill = statementsOf(migration.slice(migration.indexOf(backfillStart)));

/**
 * Issue 36's backfill of the stored medium (decision 092): an install that ran 0011's backfill
 * had no medium column, so its sessions get their utm_medium, the key 0011 rolled up.
 */
const mediumBackfill = statementsOf(migrationText('0013_issue_36_mending.sql')).filter(
  (statement) => statement.startsWith("-- A tagged session's medium"),
);

const sessionDimensions = sql`('entry', 'exit', 'medium', 'campaign', 'browser', 'os',
  'country', 'region', 'goal')`;

async function emptyAnalytics(db: Database): Promise<void> {
  await db.execute(sql`truncate analytics_sessions, analytics_page_views, analytics_events,
    analytics_conversions, analytics_visitors, analytics_daily, analytics_daily_breakdown,
    analytics_visitor_days restart identity`);
}

/**
 * What an install had before: no pages, goals, visitor-days or rows of the new dimensions, and
 * no stored medium.
 */
async function forgetNewRollups(db: Database): Promise<void> {
  await db.execute(sql`update analytics_sessions set pages = '{}', goals = '{}', medium = null`);
  await db.execute(sql`truncate analytics_visitor_days`);
  await db.execute(
    sql`delete from analytics_daily_breakdown where dimension in ${sessionDimensions}`,
  );
}

async function expectRollupsOfRawRows(db: Database): Promise<void> {
  expect(await storedTrails(db)).toEqual(await referenceTrails(db));
  expect(await storedBreakdown(db)).toEqual(await referenceBreakdown(db));
  expect(await storedVisitorDays(db)).toEqual(await referenceVisitorDays(db));
}

describe.each(testDrivers)('the analytics store on %s, for any stream of events', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('keeps pages, goals, every breakdown and the visitor-days as the raw rows say', async () => {
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(analyticsStreamArbitrary, async (stream) => {
        await emptyAnalytics(db);
        await storeStream(db, now, stream);
        await expectRollupsOfRawRows(db);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('gives an existing install the same from its raw rows with the migration backfill', async () => {
    expect(mediumBackfill).toHaveLength(1);
    const db = database.handle.db;
    await fc.assert(
      fc.asyncProperty(analyticsStreamArbitrary, async (stream) => {
        await emptyAnalytics(db);
        await storeStream(db, now, stream);
        await forgetNewRollups(db);
        for (const statement of [...backfill, ...mediumBackfill]) {
          await db.execute(sql.raw(statement));
        }
        await expectRollupsOfRawRows(db);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
