import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { insertConfirmedSubscribers, sendBroadcastNow } from '#tests/broadcast-sends.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

const recipients = 300;
// Short, so the restarted server takes over the killed one's claimed mail within the test, yet
// longer than a round of sends on a loaded machine: a lease that ends mid-send sends twice.
const shortLeaseMs = 10_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function setUp(smtpDelayMs: number, extraEnv: Record<string, string> = {}) {
  const database = await createTestDatabase('postgres');
  cleanups.push(() => database.dispose());
  await insertConfirmedSubscribers(database.handle.db, recipients);
  const smtp = await startSmtpTestServer({ delayMs: smtpDelayMs });
  cleanups.push(() => smtp.stop());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-broadcast-faults-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: database.url ?? '',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...extraEnv,
  };
  const start = async () => {
    const server = await startBuiltServer({ env, dataDir });
    cleanups.push(() => server.stop());
    return server;
  };
  return { database, smtp, start };
}

const admin = { email: 'owner@shop.example', password: 'the owner’s passphrase' };

/** Signs the owner in on `server` and sends a broadcast to the subscribers now. */
async function sendBroadcast(server: BuiltServer): Promise<void> {
  const response = await fetch(new URL(authApi.signIn, server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await sendBroadcastNow(server.url, cookie);
}

const sentRows = async (db: Database) =>
  selectRows<{ recipient: string; messageId: string }>(
    db,
    sql`select recipient, message_id as "messageId" from outbox
      where broadcast_id is not null and status = 'sent'`,
  );

/** Until every recipient's row is sent and the sink holds at least one mail for each. */
async function everyoneServed(db: Database, smtp: SmtpTestServer): Promise<void> {
  await expect
    .poll(async () => (await sentRows(db)).length, { timeout: 60_000, interval: 200 })
    .toBe(recipients);
  await expect.poll(() => distinctRecipients(smtp).size, { timeout: 5000 }).toBe(recipients);
}

function distinctRecipients(smtp: SmtpTestServer): Set<string> {
  return new Set(smtp.received.flatMap((mail) => mail.envelopeTo));
}

/** Each recipient's distinct Message-IDs as received: one each is "exactly once" to an inbox. */
function messageIdsByRecipient(smtp: SmtpTestServer): Map<string, Set<string>> {
  const byRecipient = new Map<string, Set<string>>();
  for (const mail of smtp.received) {
    for (const to of mail.envelopeTo) {
      const ids = byRecipient.get(to) ?? new Set<string>();
      ids.add(String(mail.email.messageId));
      byRecipient.set(to, ids);
    }
  }
  return byRecipient;
}

/** Every recipient has one Message-ID, the one its outbox row recorded. */
async function expectOneMessageEach(db: Database, smtp: SmtpTestServer): Promise<void> {
  const byRecipient = messageIdsByRecipient(smtp);
  const rows = await sentRows(db);
  expect(byRecipient.size).toBe(recipients);
  for (const row of rows)
    expect([...(byRecipient.get(row.recipient) ?? [])]).toEqual([row.messageId]);
}

const mailsSentBy = (server: BuiltServer) =>
  server.output.filter((line) => line.includes('"msg":"mail sent"')).length;

describe.skipIf(!postgresAvailable)('a broadcast through faults, on PostgreSQL', () => {
  it('reaches every recipient with one Message-ID after a kill -9 mid-send and a restart', async () => {
    const { database, smtp, start } = await setUp(40, { MAIL_LEASE_MS: String(shortLeaseMs) });
    const { db } = database.handle;
    const first = await start();
    await sendBroadcast(first);
    await expect
      .poll(() => smtp.received.length, { timeout: 30_000, interval: 10 })
      .toBeGreaterThan(60);

    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    // Claimed by the dead process and never reported: the most a restart can send twice.
    const [inFlight] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from outbox
        where status = 'pending' and locked_until > now() and attempts > 0`,
    );
    const receivedAtKill = smtp.received.length;
    expect(receivedAtKill).toBeLessThan(recipients);

    await start();
    await everyoneServed(db, smtp);
    await expectOneMessageEach(db, smtp);
    const rawRepeats = smtp.received.length - recipients;
    expect(rawRepeats).toBeGreaterThanOrEqual(0);
    expect(rawRepeats).toBeLessThanOrEqual(inFlight?.count ?? 0);
    // The figure the report quotes: what a receiver without Message-ID dedup would see twice.
    console.info(
      `kill -9 after ${receivedAtKill} of ${recipients} received; ${inFlight?.count ?? 0} in flight; ${rawRepeats} raw repeats`,
    );
  });

  it('is sent by two instances together, every recipient exactly once, each instance sending some', async () => {
    const { database, smtp, start } = await setUp(10);
    const { db } = database.handle;
    const [a, b] = await Promise.all([start(), start()]);
    await sendBroadcast(a);

    await everyoneServed(db, smtp);
    expect(smtp.received).toHaveLength(recipients);
    await expectOneMessageEach(db, smtp);
    expect(mailsSentBy(a)).toBeGreaterThan(0);
    expect(mailsSentBy(b)).toBeGreaterThan(0);
    expect(mailsSentBy(a) + mailsSentBy(b)).toBe(recipients);
  });
});
