import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import type { Logger } from '#server/logger.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { enqueueRawMail, smtpConfig, welcomeMail, contactAckMail } from '#tests/mail-factories.ts';
import { silentLogger, testConfig, testMailSite, testRenderers } from '#tests/mail-fixtures.ts';
import { freePort } from '#tests/postgres-server.ts';
import { levels, recordingLogger } from '#tests/recording-logger.ts';
import { startSmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, testDrivers } from '#tests/test-database.ts';
import { createMailTransport } from './mail-transport.ts';
import { claimDueMail, enqueueMail, requeueFailedMail } from './outbox-repository.ts';
import { startOutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

function later<T extends { stop(): Promise<void> } | { dispose(): Promise<void> }>(resource: T): T {
  cleanups.push(() => ('stop' in resource ? resource.stop() : resource.dispose()));
  return resource;
}

async function database(driver: 'pglite' | 'postgres'): Promise<Database> {
  return later(await createTestDatabase(driver)).handle.db;
}

/** A worker that only runs when nudged or drained, unless the test says otherwise. */
function worker(
  db: Database,
  port: number,
  options: Partial<Omit<OutboxWorkerOptions, 'neighbours'>> & { logger?: Logger } = {},
) {
  const transport = createMailTransport(smtpConfig(port), silentLogger);
  cleanups.push(() => Promise.resolve(transport.close()));
  return later(
    startOutboxWorker({
      neighbours: outboxNeighbours,
      db,
      logger: silentLogger,
      transport,
      renderers: testRenderers,
      config: testConfig(),
      site: testMailSite,
      pollIntervalMs: 60_000,
      ...options,
    }),
  );
}

describe.each(testDrivers)('outbox worker on %s', (driver) => {
  it('delivers a mail once, with its headers, and records when the server accepted it', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    const mail = welcomeMail('parent@example.com');
    await enqueueMail(db, mail);
    const before = Date.now();
    const mailer = worker(db, smtp.port);

    // The worker's first pass sends it; a loaded machine may take a few seconds.
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 5000 });
    await mailer.drain();
    expect(smtp.received).toHaveLength(1);

    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.messageId).toBe(`<outbox-${row?.id}@csd.example>`);
    expect(row?.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.sentAt?.getTime()).toBeLessThanOrEqual(Date.now());

    const received = smtp.received[0];
    const unsubscribeUrl = `https://csd.example/newsletter/unsubscribe?token=${mail.payload.unsubscribeToken}`;
    expect(received?.envelopeTo).toEqual(['parent@example.com']);
    expect(received?.email.from).toMatchObject({ address: 'hello@csd.example' });
    expect(received?.email.subject).toBe('Welcome to the Child Support Defense newsletter');
    expect(received?.email.messageId).toBe(row?.messageId);
    const header = (key: string) => received?.email.headers.find((h) => h.key === key)?.value;
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(received?.email.text).toContain(unsubscribeUrl);
    expect(received?.email.html).toContain('PO Box 123, Austin, TX 78701');
  });

  it('keeps mail while the SMTP server is down and sends it exactly once when it is back', async () => {
    const db = await database(driver);
    const port = await freePort();
    await enqueueMail(db, contactAckMail('sam@example.com'));
    const mailer = worker(db, port, { backoffBaseMs: 300 });

    await mailer.drain();
    const [waiting] = await outboxRows(db);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    const delay = (waiting?.nextAttemptAt.getTime() ?? 0) - (waiting?.createdAt.getTime() ?? 0);
    expect(delay).toBeGreaterThanOrEqual(300);

    const smtp = later(await startSmtpTestServer({ port }));
    await vi.waitFor(
      async () => {
        await mailer.drain();
        expect(smtp.received).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
    await mailer.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['sam@example.com']);
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt and reports it', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    smtp.refuseWith(451);
    const { logger, lines } = recordingLogger();
    await enqueueMail(db, contactAckMail());
    const mailer = worker(db, smtp.port, { logger, maxAttempts: 3, backoffBaseMs: 1 });

    await vi.waitFor(
      async () => {
        await mailer.drain();
        expect((await outboxRows(db))[0]?.status).toBe('failed');
      },
      { timeout: 5000, interval: 20 },
    );
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ attempts: 3, lockedUntil: null, sentAt: null });
    expect(row?.lastError).toMatch(/451/);
    expect(lines.filter((line) => line.level === levels.warn)).toHaveLength(2);
    expect(lines.find((line) => line.level === levels.error)).toMatchObject({
      outboxId: row?.id,
      msg: 'mail failed for good: it will not be sent',
    });

    smtp.refuseWith(undefined);
    await mailer.drain();
    expect(smtp.received).toHaveLength(0);
  });

  it('fails a mail it cannot read at once, without sending it', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    const { logger, lines } = recordingLogger();
    await enqueueRawMail(db, { kind: 'newsletter-welcome', payload: { unsubscribeToken: 42 } });
    await enqueueRawMail(db, { kind: 'postcard', payload: {} });
    const mailer = worker(db, smtp.port, { logger });

    await mailer.drain();
    const rows = await outboxRows(db);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(rows[0]?.lastError).toMatch(/Invalid newsletter-welcome payload/);
    expect(rows[1]?.lastError).toMatch(/Unknown mail kind "postcard"/);
    expect(lines.filter((line) => line.level === levels.error)).toHaveLength(2);
    expect(smtp.received).toHaveLength(0);
  });

  it('fails and reports a mail whose last attempt never reported back, without sending it', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    const { logger, lines } = recordingLogger();
    await enqueueMail(db, contactAckMail());
    // Another process took the last of 3 attempts and died mid-send; its lease is over.
    const [crashed] = await claimDueMail(db, {
      broadcastPaused: outboxNeighbours.broadcastPaused,
      limit: 1,
      leaseMs: 1,
      maxAttempts: 3,
    });
    await db
      .update(outbox)
      .set({ attempts: 3, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, crashed?.id ?? 0));
    const mailer = worker(db, smtp.port, { logger, maxAttempts: 3 });

    await mailer.drain();
    expect(smtp.received).toHaveLength(0);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(row?.lastError).toMatch(/Attempt limit \(3\) reached/);
    expect(lines.filter((line) => line.level === levels.error)).toMatchObject([
      { outboxId: row?.id, msg: 'mail failed for good: it will not be sent' },
    ]);
  });

  it('sends a failed mail again once it is requeued', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    smtp.refuseWith(451);
    await enqueueMail(db, contactAckMail('sam@example.com'));
    const mailer = worker(db, smtp.port, { maxAttempts: 1 });
    await mailer.drain();
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'failed', attempts: 1 });

    smtp.refuseWith(undefined);
    expect(await requeueFailedMail(db)).toBe(1);
    await mailer.drain();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('acknowledges a contact message queued by an older release without what was typed', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer());
    const spam = 'Buy cheap pills at spam.example';
    await enqueueRawMail(db, { kind: 'contact-ack', payload: { name: spam, message: spam } });
    const mailer = worker(db, smtp.port);

    await mailer.drain();
    expect((await outboxRows(db))[0]?.status).toBe('sent');
    const email = smtp.received[0]?.email;
    expect(email?.subject).toContain('We received your message');
    expect(email?.text).toContain('Hello,');
    for (const part of [email?.subject, email?.text, email?.html]) {
      expect(part ?? '').not.toContain('spam.example');
    }
  });

  it('sends on a nudge, and stop() waits for the mail in flight', async () => {
    const db = await database(driver);
    const smtp = later(await startSmtpTestServer({ delayMs: 500 }));
    const mailer = worker(db, smtp.port);
    await mailer.drain();

    await enqueueMail(db, contactAckMail());
    mailer.nudge();
    await vi.waitFor(async () => expect((await outboxRows(db))[0]?.lockedUntil).not.toBeNull());
    await mailer.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRows(db))[0]?.status).toBe('sent');

    await enqueueMail(db, contactAckMail());
    mailer.nudge();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outboxRows(db))[1]).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
