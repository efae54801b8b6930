/**
 * `npm run bench:publishing`: what Publishing costs with 1,000 posts and 51 state guides on
 * PostgreSQL. Starts a throwaway PostgreSQL, adds published posts and guides (bodies of about
 * 1,500 words from a template) to the seed's, starts the production build twice on it (A with
 * the page cache, B with PAGE_CACHE_ENTRIES=0) and reports, for the blog index, one post, the
 * sitemap and the feed, p50 and p99 latency cached (A, warm) and not (B); the sitemap and feed
 * are built once per change of what was published, so their cold cost is the build itself,
 * timed here in process. Last, the time from publishing on A to the page answering 200 on B
 * (goal under 2 s): through the admin API (`POST adminApi.publishEntry(id)` as a signed-in
 * owner) where the server has it, and by SQL with the same announcement, read on B's feed.
 *
 * Settings: BENCH_CONNECTIONS (10), BENCH_SECONDS (5). Needs `npm run build` first. Everything
 * runs on 127.0.0.1 and stops by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { hashPassword } from '#server/auth/passwords.ts';
import { openSession } from '#server/auth/session-service.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { sitemapPages, sitemapXml } from '#server/crawler-files/crawler-files.ts';
import { postsFeedXml } from '#server/crawler-files/posts-feed.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { storedPublishedContent } from '#server/publishing/published-content-source.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { postPath, postsFeedPath } from '#shared/published-content.ts';
import { usStates } from '#shared/us-states.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import {
  insertDraft,
  insertPublished,
  postContent,
  publishBySql,
  stateGuideContent,
} from '#tests/published-rows.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { percentile } from './bench-tools.ts';

const settings = z
  .object({
    BENCH_CONNECTIONS: z.coerce.number().int().min(1).default(10),
    BENCH_SECONDS: z.coerce.number().int().min(1).default(5),
  })
  .parse(process.env);

const totals = { posts: 1_000, guides: 51 } as const;
const goalMs = 2_000;
const routes = [
  { name: 'blog index', path: '/blog' },
  { name: 'one post', path: postPath('acknowledgment-of-paternity') },
  { name: 'sitemap', path: '/sitemap.xml' },
  { name: 'feed', path: postsFeedPath },
] as const;

const topics = [
  'the notice and its service date',
  'the income the agency used',
  'parenting time and the guideline',
  'arrears and payments already made',
  'paternity and the acknowledgment',
  'enforcement once an order exists',
];

/** About 1,500 words of Markdown: headings, paragraphs, a list and links, varied by `n`. */
function longBody(n: number): string {
  const paragraph = (topic: string, part: number) =>
    `Parents who receive an administrative order often ask about ${topic}. In case ${n}, part ${part}, ` +
    'the agency relied on figures that were never checked against pay stubs, tax returns or the ' +
    'time the child spends in each home. A written response that names each error, attaches the ' +
    'evidence and reaches the right office before the deadline puts the objection on the record; ' +
    'a phone call does not. Keep proof of filing, read every later notice the day it arrives, and ' +
    `see [the guide](/checkout) or the [Texas guide](/states/texas-child-support) for more.`;
  return topics
    .map(
      (topic, index) =>
        `## ${topic[0]?.toUpperCase()}${topic.slice(1)}\n\n` +
        [1, 2, 3, 4].map((part) => paragraph(topic, index * 4 + part)).join('\n\n') +
        '\n\n- Write the deadline down.\n- Gather the records.\n- File in writing.',
    )
    .join('\n\n');
}

const day = (n: number) =>
  new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

interface Latency {
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
}

async function measure(url: string): Promise<Latency> {
  const first = await fetch(url);
  await first.arrayBuffer();
  if (first.status !== 200) throw new Error(`${url} answered ${first.status}.`);
  const options = { url, connections: settings.BENCH_CONNECTIONS, pipelining: 1 };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: settings.BENCH_SECONDS });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** p50 and p99 of `runs` calls of `work`, in milliseconds. */
function timed(runs: number, work: () => unknown): { p50: number; p99: number } {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Milliseconds until `check` holds, polling every 10 ms; undefined after `limitMs`. */
async function until(check: () => Promise<boolean>, limitMs: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((wait) => setTimeout(wait, 10));
  }
  return undefined;
}

const answers = async (server: BuiltServer, pathname: string, text?: string) => {
  const response = await fetch(new URL(pathname, server.url));
  const body = await response.text();
  return response.status === 200 && (text === undefined || body.includes(text));
};

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(1));

const binDir = findPostgresBinaries();
if (!binDir) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR): this bench needs them.');
const postgres = await startPostgresServer(binDir);
const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-bench-publishing-'));
const database = await openDatabase({
  databaseUrl: postgres.url,
  dataDir,
  logger: pino({ level: 'silent' }),
});
const servers: BuiltServer[] = [];
try {
  await migrateDatabase(database);
  const { db } = database;
  const seeding = performance.now();
  const seeded = await storedPublishedContent(db);
  const morePosts = totals.posts - seeded.current().posts().length;
  for (let n = 0; n < morePosts; n += 1)
    await insertPublished(
      db,
      postContent(`bench-post-${n}`, { body: longBody(n), label: `Bench post ${n}` }),
      { publishedOn: day(n) },
    );
  const covered = new Set(
    seeded
      .current()
      .stateGuides()
      .map((guide) => guide.content.state),
  );
  for (const [code, name] of usStates.filter(([code]) => !covered.has(code))) {
    const body = longBody(code.charCodeAt(0) * 100 + code.charCodeAt(1));
    const guide = stateGuideContent(
      `${name.toLowerCase().replaceAll(' ', '-')}-child-support`,
      code,
    );
    await insertPublished(db, {
      ...guide,
      sections: { ...guide.sections, overview: { heading: `How ${name} does it`, body } },
    });
  }
  await seeded.reload();
  const content = seeded.current();
  console.log(
    `${content.posts().length} posts and ${content.stateGuides().length} state guides published in ` +
      `${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );

  const owner = await insertUser(db, {
    email: 'bench-owner@example.com',
    role: 'owner',
    passwordHash: await hashPassword('bench password, never typed'),
  });
  const token = await openSession({ db, clock: () => new Date() }, owner.id, {
    ip: '127.0.0.1',
    userAgent: 'bench-publishing',
  });
  const cookie = `${sessionCookieName}=${token}`;

  const env = { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' };
  const [a, b] = await Promise.all([
    startBuiltServer({ env }),
    startBuiltServer({ env: { ...env, PAGE_CACHE_ENTRIES: '0' } }),
  ]);
  servers.push(a, b);

  const rows: Record<string, Record<string, string>> = {};
  for (const route of routes) {
    console.log(`measuring ${route.path} ...`);
    const cached = await measure(new URL(route.path, a.url).href);
    const uncached = await measure(new URL(route.path, b.url).href);
    rows[route.name] = {
      'cached p50 ms': ms(cached.p50),
      'cached p99 ms': ms(cached.p99),
      'uncached p50 ms': ms(uncached.p50),
      'uncached p99 ms': ms(uncached.p99),
      'requests cached/uncached': `${cached.requests}/${uncached.requests}`,
      'non-2xx': `${cached.non2xx}/${uncached.non2xx}`,
      errors: `${cached.errors}/${uncached.errors}`,
    };
  }
  const site = testSiteInfo();
  const sitemapBuild = timed(50, () => sitemapXml(site.siteUrl, sitemapPages(content)));
  const feedBuild = timed(50, () => postsFeedXml(site, content));
  // What every instance does when a publication is announced: read everything published again.
  const reloads: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await db.execute(sql`update publishing_entries set changed_at = now() where id = 1`);
    const started = performance.now();
    await seeded.reload();
    seeded.current();
    reloads.push(performance.now() - started);
  }
  reloads.sort((x, y) => x - y);
  console.log(`\n${settings.BENCH_CONNECTIONS} connections, ${settings.BENCH_SECONDS} s per run`);
  console.table(rows);
  console.table({
    'sitemap build after a change': {
      'p50 ms': ms(sitemapBuild.p50),
      'p99 ms': ms(sitemapBuild.p99),
    },
    'reload of what was published': {
      'p50 ms': ms(percentile(reloads, 0.5)),
      'p99 ms': ms(reloads.at(-1)),
    },
    'feed build after a change': { 'p50 ms': ms(feedBuild.p50), 'p99 ms': ms(feedBuild.p99) },
  });

  // Publishing on A, read on B.
  const viaApi = await insertDraft(
    db,
    postContent('published-through-the-api', { body: longBody(1) }),
  );
  const apiStarted = performance.now();
  const published = await fetch(new URL(adminApi.publishEntry(viaApi), a.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: a.url, Cookie: cookie },
    body: JSON.stringify({ version: 1 }),
  });
  const apiMs =
    published.status === 200
      ? await until(() => answers(b, postPath('published-through-the-api')), 10_000).then(
          (waited) => (waited === undefined ? undefined : performance.now() - apiStarted),
        )
      : undefined;
  const viaSql = await insertDraft(db, postContent('published-by-sql', { body: longBody(2) }));
  const sqlStarted = performance.now();
  await publishBySql(db, viaSql, postContent('published-by-sql', { body: longBody(2) }));
  const feedMs = await until(() => answers(b, postsFeedPath, postPath('published-by-sql')), 10_000);
  const pageMs = await until(() => answers(b, postPath('published-by-sql')), 3_000);
  const sqlPageMs = pageMs === undefined ? undefined : performance.now() - sqlStarted;
  console.table({
    'API publish on A → page 200 on B': {
      ms: published.status === 200 ? ms(apiMs) : `n/a (publish answered ${published.status})`,
    },
    'SQL publish + notify → in B’s feed': { ms: ms(feedMs) },
    'SQL publish + notify → page 200 on B': { ms: ms(sqlPageMs) },
  });
  const slowest = [apiMs, feedMs, sqlPageMs].filter((value) => value !== undefined);
  if (slowest.some((value) => value >= goalMs)) {
    console.error(
      `Goal missed: a publication took ${ms(Math.max(...slowest))} ms (goal < ${goalMs})`,
    );
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await database.close();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
