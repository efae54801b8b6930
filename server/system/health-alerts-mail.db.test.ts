import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthAlertMailCopy } from '#content/health-alert-mail.ts';
import { insertUser } from '#server/auth/user-repository.ts';
import { openDatabase } from '#server/db/database.ts';
import type { Database } from '#server/db/database.ts';
import { createMailTransport } from '#server/mail/mail-transport.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { contactAckMail, smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger, testConfig, testMailSite, testRenderers } from '#tests/mail-fixtures.ts';
import { freePort } from '#tests/postgres-server.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, testDrivers } from '#tests/test-database.ts';
import { zoneSettings } from '#tests/zone-settings.ts';
import { checkHealth, mailFailingMs } from './health-alerts.ts';
import { recentIncidents } from './health-incidents-repository.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups.length = 0;
});

const brand = testMailSite().brand;
const alertSubject = `${healthAlertMailCopy.mail.subject} | ${brand}`;
const recoverySubject = `${healthAlertMailCopy.mail.recoveredSubject} | ${brand}`;
const owners = ['owner@csd.example', 'partner@csd.example'];

/** What the test SMTP server took for each address: the subjects, in order. */
function subjectsTo(smtp: SmtpTestServer, address: string): string[] {
  return smtp.received
    .filter((mail) => mail.envelopeTo.includes(address))
    .map((mail) => mail.email.subject ?? '');
}

describe.each(testDrivers)('mail failing for an hour, on %s', (driver) => {
  it('mails the owners once, across instances, and once more when mail flows again', async () => {
    const database = await createTestDatabase(driver);
    cleanups.push(() => database.dispose());
    const db = database.handle.db;
    // A second instance: on PostgreSQL its own pool; PGlite is one process's alone.
    const second =
      database.url === undefined
        ? undefined
        : await openDatabase({
            databaseUrl: database.url,
            dataDir: database.dataDir,
            logger: silentLogger,
          });
    if (second) cleanups.push(() => second.close());
    for (const email of owners) await insertUser(db, { email, role: 'owner', passwordHash: null });
    await insertUser(db, { email: 'support@csd.example', role: 'support', passwordHash: null });

    const port = await freePort();
    let smtp = await startSmtpTestServer({ port });
    cleanups.push(() => smtp.stop());
    const transport = createMailTransport(smtpConfig(port), silentLogger);
    cleanups.push(() => Promise.resolve(transport.close()));
    const mailer = startOutboxWorker({
      neighbours: outboxNeighbours,
      db,
      logger: silentLogger,
      transport,
      renderers: testRenderers,
      config: testConfig(),
      site: testMailSite,
      pollIntervalMs: 60_000,
      backoffBaseMs: 20,
      backoffMaxMs: 100,
    });
    cleanups.push(() => mailer.stop());

    let now = new Date();
    let nudges = 0;
    const context = (on: Database) => ({
      db: on,
      clock: () => now,
      settings: zoneSettings(),
      outbox: { nudge: () => void (nudges += 1) },
    });
    const first = context(db);
    const instances = [first, context(second?.db ?? db)];
    const alerts = async () => (await outboxRows(db)).filter((row) => row.kind === 'health-alert');

    // Mail flows, then the mail server stops: the next mail fails and waits.
    await enqueueMail(db, contactAckMail('early@example.com'));
    await mailer.drain();
    expect(smtp.received).toHaveLength(1);
    await smtp.stop();
    await enqueueMail(db, contactAckMail('buyer@example.com'));
    await mailer.drain();
    expect((await outboxRows(db, 'buyer@example.com'))[0]).toMatchObject({ status: 'pending' });

    // Not an hour yet: nothing to tell.
    now = new Date(Date.now() + mailFailingMs - 60_000);
    expect(await checkHealth(first)).toEqual([]);

    // An hour later both instances check at once: one opens the incident and mails the owners.
    now = new Date(Date.now() + mailFailingMs + 60_000);
    const opened = (await Promise.all(instances.map((ctx) => checkHealth(ctx)))).flat();
    expect(opened).toEqual([{ kind: 'mail', event: 'opened', mailed: 2 }]);
    expect(nudges).toBe(1);
    for (const ctx of instances) expect(await checkHealth(ctx)).toEqual([]);
    expect((await alerts()).map((row) => [row.recipient, row.payload])).toEqual(
      owners.map((owner) => [owner, expect.objectContaining({ event: 'opened' }) as unknown]),
    );
    // The alerts wait with the rest while the server is down.
    await mailer.drain();
    expect((await alerts()).every((row) => row.status === 'pending')).toBe(true);

    // The server is back on its port: the waiting mail, the alerts among it, goes out.
    smtp = await startSmtpTestServer({ port });
    await vi.waitFor(
      async () => {
        await mailer.drain();
        expect((await outboxRows(db)).every((row) => row.status === 'sent')).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    now = new Date(now.getTime() + 5 * 60_000);
    const recovered = (await Promise.all(instances.map((ctx) => checkHealth(ctx)))).flat();
    expect(recovered).toEqual([{ kind: 'mail', event: 'recovered', mailed: 2 }]);
    for (const ctx of instances) expect(await checkHealth(ctx)).toEqual([]);
    await vi.waitFor(
      async () => {
        await mailer.drain();
        expect((await outboxRows(db)).every((row) => row.status === 'sent')).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );

    for (const owner of owners) {
      expect(subjectsTo(smtp, owner)).toEqual([alertSubject, recoverySubject]);
    }
    expect(subjectsTo(smtp, 'support@csd.example')).toEqual([]);
    expect(subjectsTo(smtp, 'buyer@example.com')).toHaveLength(1);
    const [incident, ...others] = await recentIncidents(db, new Date(0));
    expect(others).toEqual([]);
    expect(incident).toMatchObject({ kind: 'mail', closedAt: now });
  });
});
