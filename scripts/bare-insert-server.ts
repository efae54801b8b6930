/**
 * The baseline for `npm run bench:ingest`: Hono on @hono/node-server taking the same JSON
 * page view (or batch) and writing it with one plain INSERT per request, through a `pg` pool as large
 * as the app's main pool. Forked by bench-ingest.ts (its own process, as the app has), it
 * gets the database URL over IPC and replies with its URL.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { z } from 'zod';

const startMessage = z.object({ databaseUrl: z.string(), poolSize: z.number().int() });
export type BareInsertStart = z.infer<typeof startMessage>;

const pageView = z.object({
  data: z.object({ sessionId: z.string(), visitorId: z.string(), pagePath: z.string() }),
});
const body = z.union([z.object({ events: z.array(pageView) }), pageView]);

async function start({ databaseUrl, poolSize }: BareInsertStart): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  await pool.query(`create table if not exists bare_page_views (
    id bigint generated always as identity primary key,
    session_id text not null, visitor_id text not null, page_path text not null,
    created_at timestamptz not null default now())`);
  const app = new Hono();
  app.post('/api/track-analytics', async (c) => {
    const parsed = body.parse(JSON.parse(await c.req.text()));
    const views = 'events' in parsed ? parsed.events : [parsed];
    const values = views.map(
      (_, index) => `($${index * 3 + 1}, $${index * 3 + 2}, $${index * 3 + 3})`,
    );
    await pool.query(
      `insert into bare_page_views (session_id, visitor_id, page_path) values ${values.join(', ')}`,
      views.flatMap(({ data }) => [data.sessionId, data.visitorId, data.pagePath]),
    );
    return c.body(null, 204);
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
    process.send?.({ url: `http://127.0.0.1:${info.port}` }),
  );
  process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

if (!process.send) throw new Error('bare-insert-server.ts is forked by bench-ingest.ts.');
process.once('message', (message) => void start(startMessage.parse(message)));
// Never outlive the benchmark, even if it dies without stopping us.
process.once('disconnect', () => process.exit(0));
