import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type DatabaseHandle, type Driver } from '#server/db/database.ts';
import { startBuiltServer } from '#tests/built-server.ts';
import { createTestDatabase, testDrivers } from '#tests/test-database.ts';

const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A batch of page views, each opening its own session. */
function batch(size: number) {
  return {
    events: Array.from({ length: size }, () => ({
      type: 'page_view',
      data: { sessionId: randomUUID(), visitorId: randomUUID(), pagePath: '/' },
    })),
  };
}

/** Where the server process keeps its data: a test database on PostgreSQL, a folder on PGlite. */
async function storage(driver: Driver): Promise<{
  env: Record<string, string>;
  dataDir: string;
  open: () => Promise<DatabaseHandle>;
  dispose: () => Promise<void>;
}> {
  if (driver === 'postgres') {
    const database = await createTestDatabase('postgres');
    return {
      env: { DATABASE_URL: database.url ?? '' },
      dataDir: database.dataDir,
      open: () => Promise.resolve(database.handle),
      dispose: () => database.dispose(),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-drain-'));
  return {
    env: {},
    dataDir,
    open: () => openDatabase({ dataDir, logger: pino({ level: 'silent' }) }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

describe.each(testDrivers)('SIGTERM on %s', (driver) => {
  it('writes every event answered 204 before the process exits', async () => {
    const store = await storage(driver);
    try {
      const server = await startBuiltServer({
        // 610 page views of as many sessions from one address: past both per-client limits.
        env: {
          ...store.env,
          LOG_LEVEL: 'warn',
          ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000',
          ANALYTICS_NEW_SESSIONS_PER_HOUR: '100000',
        },
        dataDir: store.dataDir,
      });
      const post = (body: unknown) =>
        fetch(new URL('/api/track-analytics', server.url), {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            Origin: server.url,
            'User-Agent': desktopChrome,
          },
        });
      // Enough for a flush by count, then a few that only the timer or the shutdown writes.
      const bodies = [...Array.from({ length: 12 }, () => batch(50)), batch(7), batch(3)];
      const answers = await Promise.all(bodies.map(post));
      expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 204));
      const accepted = bodies.reduce((sum, body) => sum + body.events.length, 0);

      expect(await server.stop()).toBe(0);

      const database = await store.open();
      try {
        const [row] = await selectRows<{ count: number }>(
          database.db,
          sql`select count(*)::int as count from analytics_page_views`,
        );
        expect(row?.count).toBe(accepted);
      } finally {
        if (driver === 'pglite') await database.close();
      }
    } finally {
      await store.dispose();
    }
  });
});
