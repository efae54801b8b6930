import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentAudit } from '#server/audit/audit-repository.ts';
import { runBroadcasts } from '#server/broadcasts/broadcast-queue.ts';
import { countAudiences } from '#server/mail-audience/audience-repository.ts';
import { countSuppressed } from '#server/mail-audience/suppression-repository.ts';
import {
  broadcastDetailSchema,
  broadcastsApi,
  relayStatusSchema,
} from '#shared/contracts/admin-mail.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { broadcastRow, confirmedSubscribers, sampleDraft } from '#tests/broadcast-fixtures.ts';
import { outboxRows } from '#tests/db-rows.ts';
import { smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger, testConfig, testMailSite, testRenderers } from '#tests/mail-fixtures.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { createMailTransport } from './mail-transport.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { relayFaultRun, type RelayProbeSchedule } from './relay-hold.ts';

const relayDenied = { code: 550, message: '5.7.1 Relaying denied' };
const audience = Array.from(
  { length: 30 },
  (_, n) => `reader${String(n).padStart(2, '0')}@example.com`,
);

// A real SMTP server and a broadcast each: slower than the default 30 s on a loaded machine.
describe.each(testDrivers)(
  'a mail server that refuses the relay, on %s',
  { timeout: 90_000 },
  (driver) => {
    let t: TestApp;
    let cookie: string;
    let smtp: SmtpTestServer;
    const cleanups: Array<() => Promise<void> | void> = [];
    beforeEach(async () => {
      t = await createTestApp(driver);
      ({ cookie } = await signedInAdmin(t));
      smtp = await startSmtpTestServer();
      cleanups.push(
        () => t.dispose(),
        () => smtp.stop(),
      );
    });
    afterEach(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
      cleanups.length = 0;
    });

    const send = (method: string, path: string, body?: unknown) =>
      apiRequest(t.app, method, path, body, { cookie });

    function startWorker(relayProbe: RelayProbeSchedule): OutboxWorker {
      const transport = createMailTransport(smtpConfig(smtp.port), silentLogger);
      const worker = startOutboxWorker({
        neighbours: outboxNeighbours,
        db: t.ctx.db,
        logger: silentLogger,
        transport,
        renderers: testRenderers,
        config: testConfig(),
        site: testMailSite,
        pollIntervalMs: 60_000,
        backoffBaseMs: 1,
        relayProbe,
      });
      // Stopped before the database closes (cleanups run last first).
      cleanups.push(
        () => transport.close(),
        () => worker.stop(),
      );
      return worker;
    }

    /** A broadcast to every subscriber, sent now and its audience queued. */
    async function queuedBroadcast(): Promise<number> {
      const created = await send('POST', broadcastsApi.broadcasts, sampleDraft);
      const { id } = broadcastDetailSchema.parse(await created.json());
      expect((await send('POST', broadcastsApi.send(id), { sendAt: null })).status).toBe(200);
      expect((await runBroadcasts(t.ctx)).queued).toBe(audience.length);
      return id;
    }

    const hold = async () =>
      relayStatusSchema.parse(await (await send('GET', broadcastsApi.relay)).json()).hold;

    /** Each address the relay accepted mail for, how many times. */
    const deliveries = () => {
      const counts = new Map<string, number>();
      for (const mail of smtp.received) {
        for (const to of mail.envelopeTo) counts.set(to, (counts.get(to) ?? 0) + 1);
      }
      return counts;
    };

    it('a 550 5.7.1 for every recipient suppresses nobody, holds the mail, and it all goes out once after Resume', async () => {
      await confirmedSubscribers(t.ctx.db, audience);
      const before = await countAudiences(t.ctx.db);
      smtp.refuseEveryRecipient(relayDenied);
      const worker = startWorker({ baseMs: 60 * 60_000, maxMs: 60 * 60_000 });
      const id = await queuedBroadcast();

      await worker.drain();
      await worker.drain();
      await runBroadcasts(t.ctx);

      expect(await countSuppressed(t.ctx.db)).toBe(0);
      expect(await countAudiences(t.ctx.db)).toEqual(before);
      expect((await broadcastRow(t.ctx.db, id)).status).toBe('sending');
      const rows = await outboxRows(t.ctx.db);
      expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true);
      expect((await hold())?.reason).toMatch(/5\.7\.1 Relaying denied/);

      smtp.refuseEveryRecipient(undefined);
      const resumed = await send('POST', broadcastsApi.relayResume);
      expect(resumed.status).toBe(200);
      expect(await hold()).toBeNull();
      expect((await send('POST', broadcastsApi.relayResume)).status).toBe(409);
      await worker.drain();
      const run = await runBroadcasts(t.ctx);

      expect(run.finished).toEqual([id]);
      expect([...deliveries().keys()].sort()).toEqual(audience);
      expect([...deliveries().values()].every((count) => count === 1)).toBe(true);
      expect(await countSuppressed(t.ctx.db)).toBe(0);
      const [entry] = await recentAudit(t.ctx.db, 1);
      expect(entry).toMatchObject({ action: 'mail_relay_resumed' });
    });

    it(`${String(relayFaultRun)} recipients refused in a row hold the mail and bounce nobody; a probe resumes it`, async () => {
      await confirmedSubscribers(t.ctx.db, audience);
      const before = await countAudiences(t.ctx.db);
      for (const address of audience) smtp.refuseRecipient(address, 550);
      const worker = startWorker({ baseMs: 1, maxMs: 1 });
      const id = await queuedBroadcast();

      await worker.drain();
      await runBroadcasts(t.ctx);

      expect((await hold())?.reason).toMatch(
        /recipients refused in a row: .*550 No such user here/,
      );
      expect(await countSuppressed(t.ctx.db)).toBe(0);
      expect(await countAudiences(t.ctx.db)).toEqual(before);
      expect((await broadcastRow(t.ctx.db, id)).status).toBe('sending');

      for (const address of audience) smtp.refuseRecipient(address, undefined);
      await vi.waitFor(
        async () => {
          await worker.drain();
          expect(deliveries().size).toBe(audience.length);
        },
        { timeout: 30_000, interval: 20 },
      );
      expect((await runBroadcasts(t.ctx)).finished).toEqual([id]);
      expect([...deliveries().values()].every((count) => count === 1)).toBe(true);
      expect(await hold()).toBeNull();
      expect(await countSuppressed(t.ctx.db)).toBe(0);
    });

    it('a dead address among good ones is still bounced, and the mail goes on', async () => {
      await confirmedSubscribers(t.ctx.db, audience);
      smtp.refuseRecipient('reader07@example.com', 550);
      const worker = startWorker({ baseMs: 60_000, maxMs: 60_000 });
      const id = await queuedBroadcast();

      await worker.drain();

      expect(await hold()).toBeNull();
      expect(await countSuppressed(t.ctx.db)).toBe(1);
      expect((await countAudiences(t.ctx.db)).subscribers).toBe(audience.length - 1);
      expect(deliveries().size).toBe(audience.length - 1);
      expect((await runBroadcasts(t.ctx)).finished).toEqual([id]);
    });

    it('a paused broadcast sends nothing until resumed, then each recipient gets one mail', async () => {
      await confirmedSubscribers(t.ctx.db, audience);
      const worker = startWorker({ baseMs: 60_000, maxMs: 60_000 });
      const id = await queuedBroadcast();

      const paused = await send('POST', broadcastsApi.pause(id));
      expect(paused.status).toBe(200);
      expect(broadcastDetailSchema.parse(await paused.json()).status).toBe('paused');
      expect((await send('POST', broadcastsApi.pause(id))).status).toBe(409);
      await worker.drain();
      expect(smtp.received).toHaveLength(0);
      expect((await runBroadcasts(t.ctx)).finished).toEqual([]);

      const resumed = await send('POST', broadcastsApi.resume(id));
      expect(resumed.status).toBe(200);
      expect(broadcastDetailSchema.parse(await resumed.json()).status).toBe('sending');
      expect((await send('POST', broadcastsApi.resume(id))).status).toBe(409);
      await worker.drain();

      expect((await runBroadcasts(t.ctx)).finished).toEqual([id]);
      expect([...deliveries().keys()].sort()).toEqual(audience);
      expect([...deliveries().values()].every((count) => count === 1)).toBe(true);
      const actions = (await recentAudit(t.ctx.db, 2)).map((entry) => entry.action);
      expect(actions).toEqual(['broadcast_resumed', 'broadcast_paused']);
      expect((await send('POST', broadcastsApi.pause(999_999))).status).toBe(404);
      const support = await signedInAdmin(t, { role: 'support' });
      const refused = await apiRequest(t.app, 'POST', broadcastsApi.pause(id), undefined, {
        cookie: support.cookie,
      });
      expect(refused.status).toBe(403);
    });
  },
);
