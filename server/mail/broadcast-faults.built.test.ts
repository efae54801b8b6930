import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { selectRows, type Database } from '#server/db/database.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

const recipients = 300;
// Short, so the restarted server takes over the killed one's claimed mail within the test.
const leaseMs = 2000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function setUp(smtpDelayMs: number) {
  const database = await createTestDatabase('postgres');
  cleanups.push(() => database.dispose());
  const smtp = await startSmtpTestServer({ delayMs: smtpDelayMs });
  cleanups.push(() => smtp.stop());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csd-broadcast-faults-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env = {
    DATABASE_URL: database.url ?? '',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_LEASE_MS: String(leaseMs),
    SITE_URL: 'http://shop.test',
  };
  const start = async () => {
    const server = await startBuiltServer({ env, dataDir });
    cleanups.push(() => server.stop());
    return server;
  };
  return { database, smtp, start };
}

/** The audience's mail, one outbox row per address as the broadcast's queueing writes it. */
async function queueBroadcast(db: Database): Promise<void> {
  const [broadcast] = await selectRows<{ id: number }>(
    db,
    sql`insert into broadcasts (subject, body, audience, status, started_at)
      values ('Deadlines to watch', 'Hello', 'subscribers', 'sending', now()) returning id`,
  );
  await db.execute(sql`insert into outbox (kind, recipient, payload, broadcast_id)
    select 'contact-ack', 'reader-' || n || '@example.com', '{}'::jsonb, ${broadcast?.id}
    from generate_series(1, ${recipients}) as n`);
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
    const { database, smtp, start } = await setUp(40);
    const { db } = database.handle;
    const first = await start();
    await queueBroadcast(db);
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
    await queueBroadcast(db);

    await everyoneServed(db, smtp);
    expect(smtp.received).toHaveLength(recipients);
    await expectOneMessageEach(db, smtp);
    expect(mailsSentBy(a)).toBeGreaterThan(0);
    expect(mailsSentBy(b)).toBeGreaterThan(0);
    expect(mailsSentBy(a) + mailsSentBy(b)).toBe(recipients);
  });
});
