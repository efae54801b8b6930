import { outboxNeighbours } from '#server/outbox-neighbours.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMailTransport } from '#server/mail/mail-transport.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import { startOutboxWorker } from '#server/mail/outbox-worker.ts';
import { mailRenderers } from '#server/mail-renderers.ts';
import { siteInfo } from '#server/site-settings/site-info.ts';
import { smtpConfig } from '#tests/mail-factories.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestApp, testSiteUrl, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

const receiptLink = new RegExp(`Your receipt: (${testSiteUrl}/receipt/[A-Za-z0-9_-]{43})\\b`);

describe.each(testDrivers)('the delivery mail on %s', (driver) => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const stops: Array<() => Promise<void> | void> = [];
  beforeEach(async () => {
    t = await createTestApp(driver);
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
    await smtp.stop();
    await t.dispose();
  });

  /** The server's outbox worker with the real renderers, sending to the test SMTP server. */
  function sendOutbox() {
    const transport = createMailTransport(smtpConfig(smtp.port), silentLogger);
    const worker = startOutboxWorker({
      neighbours: outboxNeighbours,
      db: t.ctx.db,
      logger: silentLogger,
      transport,
      renderers: mailRenderers(t.ctx.guideCopies),
      config: t.ctx.config,
      site: () => siteInfo(t.ctx.settings.current(), t.ctx.config),
    });
    stops.push(
      () => transport.close(),
      () => worker.stop(),
    );
  }

  it('links the receipt, and the link opens it; a resend links the same receipt', async () => {
    const order = await storedOrder(t.ctx.db, { customerEmail: 'parent@example.com' });
    const delivery = {
      kind: 'order-delivery',
      recipient: order.customerEmail,
      payload: { orderId: order.id },
      orderId: order.id,
    } as const;
    await enqueueMail(t.ctx.db, delivery);
    await enqueueMail(t.ctx.db, delivery);
    sendOutbox();
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 30_000 });

    const links = smtp.received.map(({ email }) => {
      const link = receiptLink.exec(email.text ?? '')?.[1];
      expect(email.html).toContain(`href="${link}"`);
      return link;
    });
    expect(links[0]).toBeDefined();
    expect(links[1]).toBe(links[0]);

    const receipt = await t.app.request(new URL(links[0] ?? '').pathname);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toMatch(new RegExp(`<h1[^>]*>[^<]*<span[^>]*>${order.id}</span>`));
  });
});
