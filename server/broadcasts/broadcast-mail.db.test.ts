import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailAddresses, outbox } from '#server/db/schema.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { createMailTransport } from '#server/mail/mail-transport.ts';
import { startOutboxWorker, type OutboxWorker } from '#server/mail/outbox-worker.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { broadcastDetailSchema, broadcastsApi } from '#shared/contracts/admin-mail.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import {
  bounced,
  confirmedSubscribers,
  optedOutOfNews,
  sampleDraft,
} from '#tests/broadcast-fixtures.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { imagesClient } from '#tests/media-client.ts';
import { unusedGuideCopies } from '#tests/pdf-workers.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { runBroadcasts } from './broadcast-queue.ts';

describe.each(testDrivers)('a broadcast as it arrives, on %s', (driver) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let worker: OutboxWorker;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    t = await createTestApp(driver);
    admin = await signedInAdmin(t);
    smtp = await startSmtpTestServer();
    const transport = createMailTransport(smtpConfig(smtp.port), silentLogger);
    // The server's own worker and renderers, with the uploads' index, sending to a real SMTP server.
    worker = startOutboxWorker({
      neighbours: outboxNeighbours,
      db: t.ctx.db,
      logger: silentLogger,
      transport,
      renderers: mailRenderers(unusedGuideCopies, t.ctx.contentImages.lookup),
      config: t.ctx.config,
      site: () => siteInfo(t.ctx.settings.current(), t.ctx.config),
      pollIntervalMs: 60_000,
    });
  });
  afterEach(async () => {
    await worker.stop();
    await smtp.stop();
    await t.dispose();
  });

  const send = (method: string, path: string, body?: unknown) =>
    apiRequest(t.app, method, path, body, { cookie: admin.cookie });

  async function draft(body: string) {
    const response = await send('POST', broadcastsApi.broadcasts, { ...sampleDraft, body });
    return broadcastDetailSchema.parse(await response.json()).id;
  }

  it('reaches each recipient with one-click unsubscribe, the postal address, the preheader and the images', async () => {
    const images = await imagesClient(t);
    expect((await images.upload(pngImage(40, 20), 'form.png')).status).toBe(201);
    await confirmedSubscribers(t.ctx.db, ['ann@example.com', 'bob@example.com']);
    const id = await draft('Fill in ![the form](media:form.png) first.');
    expect((await send('POST', broadcastsApi.send(id), { sendAt: null })).status).toBe(200);
    await runBroadcasts(t.ctx);
    // Bob unsubscribes after his mail was queued and before it is sent: it is withdrawn.
    await optedOutOfNews(t.ctx.db, 'bob@example.com');
    await worker.drain();

    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([['ann@example.com']]);
    const [token] = await t.ctx.db
      .select({ token: mailAddresses.unsubscribeToken })
      .from(mailAddresses)
      .where(eq(mailAddresses.email, 'ann@example.com'));
    const unsubscribeUrl = `http://shop.test/mail/unsubscribe?token=${token?.token ?? ''}`;
    const { email } = smtp.received[0] ?? {};
    const header = (key: string) => email?.headers.find((entry) => entry.key === key)?.value;
    expect(email?.subject).toBe(sampleDraft.subject);
    expect(header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const { operator } = t.ctx.settings.current();
    for (const part of [email?.html, email?.text]) {
      expect(part).toContain(operator.postalAddress);
      expect(part).toContain(unsubscribeUrl);
    }
    expect(email?.html).toContain(sampleDraft.preheader);
    expect(email?.html).toMatch(
      /<img src="http:\/\/shop\.test\/media\/[0-9a-f]{64}\.png" alt="the form"/,
    );

    expect((await runBroadcasts(t.ctx)).finished).toEqual([id]);
    // Ann's mail server refuses her address later: the broadcast's figures show it.
    await bounced(t.ctx.db, 'ann@example.com');
    const detail = broadcastDetailSchema.parse(
      await (await send('GET', broadcastsApi.broadcast(id))).json(),
    );
    expect(detail).toMatchObject({
      status: 'sent',
      recipients: 2,
      sent: 1,
      failed: 0,
      pending: 0,
      unsubscribed: 1,
      bounced: 1,
    });
  });

  it('sends a test to the admin alone, marked, whoever the audience is', async () => {
    await confirmedSubscribers(t.ctx.db, ['ann@example.com']);
    const id = await draft('A draft still being written.');
    expect((await send('POST', broadcastsApi.test(id))).status).toBe(202);
    await worker.drain();

    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[admin.user.email]]);
    expect(smtp.received[0]?.email.subject).toBe(`[Test] ${sampleDraft.subject}`);
    expect(smtp.received[0]?.email.text).toContain('A draft still being written.');
    const queued = await t.ctx.db.select().from(outbox).where(eq(outbox.broadcastId, id));
    expect(queued).toEqual([]);
  });
});
