import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { countAudiences } from '#server/mail-audience/audience-repository.ts';
import { mailAddressRow, storedSubscriber } from '#tests/audience-factory.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail, smtpConfig, welcomeMail } from '#tests/mail-factories.ts';
import { silentLogger, testConfig, testMailSite, testRenderers } from '#tests/mail-fixtures.ts';
import { startSmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, testDrivers } from '#tests/test-database.ts';
import { createMailTransport } from './mail-transport.ts';
import { enqueueMail } from './outbox-repository.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

async function setup(driver: 'pglite' | 'postgres') {
  const database = await createTestDatabase(driver);
  cleanups.push(() => database.dispose());
  const smtp = await startSmtpTestServer();
  cleanups.push(() => smtp.stop());
  const transport = createMailTransport(smtpConfig(smtp.port), silentLogger);
  cleanups.push(() => Promise.resolve(transport.close()));
  const db: Database = database.handle.db;
  const mailer = startOutboxWorker({
    neighbours: outboxNeighbours,
    db,
    logger: silentLogger,
    transport,
    renderers: testRenderers,
    config: testConfig(),
    site: testMailSite,
    pollIntervalMs: 60_000,
    backoffBaseMs: 1,
  });
  cleanups.push(() => mailer.stop());
  return { db, smtp, mailer };
}

describe.each(testDrivers)('a refused recipient on %s', (driver) => {
  it('a 5xx at RCPT TO fails the mail at once and keeps the address out of every audience', async () => {
    const { db, smtp, mailer } = await setup(driver);
    await storedSubscriber(db, 'gone@example.com');
    await storedSubscriber(db, 'reader@example.com');
    expect(await countAudiences(db)).toEqual({ subscribers: 2, buyers: 0, both: 2 });
    smtp.refuseRecipient('gone@example.com', 550);
    await enqueueMail(db, welcomeMail('Gone@Example.com'));
    await enqueueMail(db, welcomeMail('reader@example.com'));
    await mailer.drain();

    const rows = await outboxRows(db);
    expect(rows.map((row) => [row.recipient, row.status, row.attempts])).toEqual([
      ['Gone@Example.com', 'failed', 1],
      ['reader@example.com', 'sent', 1],
    ]);
    expect(rows[0]?.lastError).toMatch(/550/);
    expect(await mailAddressRow(db, 'gone@example.com')).toEqual({
      suppressedReason: 'bounced',
      suppressedDetail: expect.stringMatching(/^550 No such user here/) as string,
    });
    expect(await countAudiences(db)).toEqual({ subscribers: 1, buyers: 0, both: 1 });
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['reader@example.com']]);
  });

  it('a 4xx at RCPT TO is retried and marks nothing; any kind of mail can bounce', async () => {
    const { db, smtp, mailer } = await setup(driver);
    smtp.refuseRecipient('busy@example.com', 450);
    await enqueueMail(db, contactAckMail('busy@example.com'));
    await mailer.drain();
    const deferred = (await outboxRows(db))[0];
    expect(deferred).toMatchObject({ status: 'pending', sentAt: null });
    expect(deferred?.lastError).toMatch(/450/);
    expect(await mailAddressRow(db, 'busy@example.com')).toBeUndefined();

    smtp.refuseRecipient('busy@example.com', 551);
    await vi.waitFor(
      async () => {
        await mailer.drain();
        expect((await outboxRows(db))[0]?.status).toBe('failed');
      },
      { timeout: 5000, interval: 20 },
    );
    expect((await outboxRows(db))[0]?.lastError).toMatch(/551/);
    expect(await mailAddressRow(db, 'busy@example.com')).toMatchObject({
      suppressedReason: 'bounced',
    });
  });
});
