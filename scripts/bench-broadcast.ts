/**
 * `npm run bench:broadcast`: one broadcast to 100,000 confirmed subscribers. Starts a throwaway
 * PostgreSQL, migrates it, inserts the subscribers in SQL, starts the production build on it
 * with SMTP pointed at a local sink (which counts and drops what it accepts), then queues the
 * broadcast and lets the server send it at no rate limit. Reported: the queueing time, mails
 * per second from the start to the last accepted mail, the server's RSS before, its peak during
 * the send and the growth, and PostgreSQL's plans for the outbox worker's queries on the full
 * queue (each must read its index, not the table).
 *
 * Goals: at least 50 mails per second, RSS growth under 100 MB, every claim query index-served;
 * the exit code says whether they were met. Settings: BENCH_RECIPIENTS (100000). Needs
 * `npm run build` first. Everything runs on 127.0.0.1 and stops by itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { hashPassword } from '#server/auth/passwords.ts';
import { openSession } from '#server/auth/session-service.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { openDatabase, selectRows, type Database } from '#server/db/database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { defaultRetrySchedule } from '#server/mail/outbox-delivery.ts';
import { explainOutboxQueries } from '#server/mail/outbox-repository.ts';
import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { findPostgresBinaries, startPostgresServer } from '#tests/postgres-server.ts';
import { insertConfirmedSubscribers, sendBroadcastNow } from '#tests/broadcast-sends.ts';
import { startSmtpTestServer } from '#tests/smtp-test-server.ts';
import { memory, resetPeak } from './bench-tools.ts';

const settings = z
  .object({ BENCH_RECIPIENTS: z.coerce.number().int().min(10).default(100_000) })
  .parse(process.env);

const goals = { mailsPerSecond: 50, rssGrowthMb: 100 } as const;
const recipients = settings.BENCH_RECIPIENTS;

/** Where the broadcast is: one primary-key read, so that watching it costs the server nothing. */
async function progress(db: Database, broadcastId: number) {
  // Queueing time by the database clock: from the scheduler's start to the last batch.
  // pg answers a numeric as a string.
  const [row] = await selectRows<{ queuedMs: string | null; status: string }>(
    db,
    sql`select extract(epoch from queued_at - started_at) * 1000 as "queuedMs", status
      from broadcasts where id = ${broadcastId}`,
  );
  if (!row) throw new Error(`Broadcast ${broadcastId} is gone.`);
  return row;
}

/** A plan reads its index when no node of it scans the whole table. */
const indexServed = (plan: string[]) =>
  plan.some((line) => /Index (Only )?Scan/.test(line)) &&
  !plan.some((line) => /Seq Scan/.test(line));

const binDir = findPostgresBinaries();
if (!binDir) throw new Error('PostgreSQL binaries not found (PG_BIN_DIR): this bench needs them.');
const postgres = await startPostgresServer(binDir);
const sink = await startSmtpTestServer({ keep: false });
const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-bench-broadcast-'));
const database = await openDatabase({
  databaseUrl: postgres.url,
  dataDir,
  logger: pino({ level: 'silent' }),
});
let server: BuiltServer | undefined;
try {
  await migrateDatabase(database);
  const seeding = performance.now();
  await insertConfirmedSubscribers(database.db, recipients);
  console.log(
    `${recipients.toLocaleString('en-US')} confirmed subscribers inserted in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const admin = await insertUser(database.db, {
    email: 'bench-admin@example.com',
    role: 'owner',
    passwordHash: await hashPassword('bench password, never typed'),
  });
  const token = await openSession({ db: database.db, clock: () => new Date() }, admin.id, {
    ip: '127.0.0.1',
    userAgent: 'bench-broadcast',
  });
  // The server runs on http, so the cookie carries no __Host- prefix.
  const cookie = `${sessionCookieName}=${token}`;

  server = await startBuiltServer({
    env: {
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'warn',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
    },
  });
  const pid = server.process.pid ?? 0;
  const peakReset = await resetPeak(pid);
  const before = await memory(pid);

  const started = performance.now();
  const broadcastId = await sendBroadcastNow(server.url, cookie);
  let queuedMs: number | undefined;
  let plans: Awaited<ReturnType<typeof explainOutboxQueries>> | undefined;
  let last = await progress(database.db, broadcastId);
  const deadline = started + (recipients / goals.mailsPerSecond) * 1000 * 3 + 60_000;
  while (last.status !== 'sent' || sink.accepted() < recipients) {
    if (performance.now() > deadline)
      throw new Error(`Not sent in time: ${sink.accepted()} accepted, ${JSON.stringify(last)}`);
    await new Promise((wait) => setTimeout(wait, 200));
    last = await progress(database.db, broadcastId);
    if (last.queuedMs !== null && queuedMs === undefined) {
      queuedMs = Number(last.queuedMs);
      // The whole audience is in the outbox now: the worker's queries at their largest.
      plans = await explainOutboxQueries(database.db, {
        maxAttempts: defaultRetrySchedule.maxAttempts,
        broadcastPaused: outboxNeighbours.broadcastPaused,
      });
    }
  }
  const sendMs = performance.now() - started;
  const after = await memory(pid);
  const mailsPerSecond = recipients / (sendMs / 1000);
  const growth = after.peak - before.rss;

  console.log(
    `\nOne broadcast to ${recipients.toLocaleString('en-US')} subscribers, no rate limit`,
  );
  console.table({
    'queued in s': queuedMs === undefined ? 'n/a' : (queuedMs / 1000).toFixed(1),
    'sent in s': (sendMs / 1000).toFixed(1),
    'mails/s (goal >= 50)': mailsPerSecond.toFixed(0),
    'accepted by the sink': sink.accepted(),
    'server RSS before MB': before.rss.toFixed(0),
    'server peak RSS MB': peakReset ? after.peak.toFixed(0) : 'n/a',
    'RSS growth MB (goal < 100)': peakReset ? growth.toFixed(0) : 'n/a',
  });
  console.log('\nPlans of the outbox queries on the full queue (EXPLAIN):');
  for (const [query, plan] of Object.entries(plans ?? {})) {
    console.log(`- ${query}:`);
    for (const line of plan) console.log(`    ${line}`);
  }

  const missed = [
    mailsPerSecond < goals.mailsPerSecond && `${mailsPerSecond.toFixed(0)} mails/s`,
    peakReset && growth >= goals.rssGrowthMb && `RSS growth ${growth.toFixed(0)} MB`,
    sink.accepted() !== recipients && `${sink.accepted()} mails accepted`,
    !plans && 'no plans',
    ...Object.entries(plans ?? {})
      .filter(([, plan]) => !indexServed(plan))
      .map(([query]) => `${query} reads the whole table`),
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`Goals missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await database.close();
  await sink.stop();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
