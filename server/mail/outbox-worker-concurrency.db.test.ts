import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail, smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger, testConfig, testMailSite, testRenderers } from '#tests/mail-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, postgresAvailable, type TestDatabase } from '#tests/test-database.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';
import { enqueueMail } from './outbox-repository.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';

describe.skipIf(!postgresAvailable)('two outbox workers on one PostgreSQL', () => {
  let database: TestDatabase | undefined;
  let secondHandle: DatabaseHandle | undefined;
  let smtp: SmtpTestServer | undefined;
  const workers: OutboxWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers.length = 0;
    await smtp?.stop();
    await secondHandle?.close();
    await database?.dispose();
  });

  /** Counts what each worker sends, to show that both took part. */
  function countingTransport(port: number, counts: number[], index: number): MailTransport {
    const transport = createMailTransport(smtpConfig(port), silentLogger);
    return {
      ...transport,
      send: (message) => {
        counts[index] = (counts[index] ?? 0) + 1;
        return transport.send(message);
      },
    };
  }

  it('send each of 20 mails exactly once between them', async () => {
    database = await createTestDatabase('postgres');
    // A second process: its own pool of connections to the same database.
    secondHandle = await openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      logger: silentLogger,
    });
    smtp = await startSmtpTestServer({ delayMs: 20 });
    const recipients = Array.from({ length: 20 }, (_, index) => `parent-${index}@example.com`);
    for (const recipient of recipients)
      await enqueueMail(database.handle.db, contactAckMail(recipient));

    const counts: number[] = [];
    for (const [index, db] of [database.handle.db, secondHandle.db].entries()) {
      workers.push(
        startOutboxWorker({
          neighbours: outboxNeighbours,
          db,
          logger: silentLogger,
          transport: countingTransport(smtp.port, counts, index),
          renderers: testRenderers,
          config: testConfig(),
          site: testMailSite,
          pollIntervalMs: 5,
          batchSize: 2,
        }),
      );
    }
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.drain()));

    const delivered = smtp.received.flatMap((mail) => mail.envelopeTo).sort();
    expect(delivered).toEqual([...recipients].sort());
    expect(new Set(smtp.received.map((mail) => mail.email.messageId)).size).toBe(20);
    expect(counts.every((count) => count > 0)).toBe(true);
    const rows = await outboxRows(database.handle.db);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
