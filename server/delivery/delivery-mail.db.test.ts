import { pino } from 'pino';
import { attorneyNoticeDefault } from '#content/attorney-notice.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MailContext, MailMessage } from '#server/mail/mail-message.ts';
import { testOperator } from '#tests/operator-fixture.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { sharedPdfWorkers } from '#tests/pdf-workers.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { uploadedGuide } from '#tests/guide-file-factory.ts';
import { sampleGuideNote } from './delivery-mail-content.ts';
import { deliveryMailRenderer } from './delivery-mail.ts';
import { consumeDownload, issueDownloadToken } from './download-tokens.ts';
import { startGuideCopies } from './guide-copies.ts';

describe('delivery mail', () => {
  let notice = attorneyNoticeDefault;
  let database: TestDatabase;
  let context: MailContext;
  let renderDeliveryMail: ReturnType<typeof deliveryMailRenderer>;
  beforeEach(async () => {
    notice = attorneyNoticeDefault;
    database = await createTestDatabase('pglite');
    renderDeliveryMail = deliveryMailRenderer(
      startGuideCopies({
        db: database.handle.db,
        pdf: sharedPdfWorkers(),
        logger: pino({ level: 'silent' }),
        maxStoredBytes: 1024 * 1024 * 1024,
        attorneyNotice: () => notice,
      }),
    );
    context = {
      db: database.handle.db,
      recipient: 'parent@example.com',
      config: { siteUrl: 'https://shop.example' },
      site: testSiteInfo({
        siteUrl: 'https://shop.example',
        supportEmail: 'help@shop.example',
        operator: testOperator,
      }),
    };
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('carries the stamped guide, the download link and the terms', async () => {
    const order = await storedOrder(database.handle.db, { customerEmail: 'parent@example.com' });
    const message = await renderDeliveryMail({ orderId: order.id }, context);
    const token = await issueDownloadToken(database.handle.db, order.id);
    const link = `https://shop.example/download/${token}`;

    expect(message.to).toBe('parent@example.com');
    expect(message.subject).toBe(`Your Child Support Defense Guide (order ${order.id})`);
    for (const body of [message.text, message.html]) {
      expect(body).toContain('Thank you');
      expect(body).toContain(link);
      expect(body).toContain('7 days');
      expect(body).toContain('5 downloads');
      expect(body).toContain('14-day money-back guarantee');
      expect(body).toContain('help@shop.example');
      expect(body).toContain('not legal advice');
      expect(body).toContain(attorneyNoticeDefault);
      expect(body).toContain(testOperator.name);
      expect(body).toContain(testOperator.postalAddress);
    }
    expect(message.html).toContain(`href="${link}"`);

    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: 'child-support-defense-guide.pdf',
      contentType: 'application/pdf',
    });
    const pdf = await readPdf(attachment?.content ?? new Uint8Array());
    for (const page of pdf.pages) {
      expect(page.text).toContain(attorneyNoticeDefault);
      expect(page.text).toContain(`Licensed to parent@example.com - Order ${order.id}`);
    }
  });

  it('carries the notice as the settings word it now, in the mail and on a copy stamped again', async () => {
    const order = await storedOrder(database.handle.db);
    const firstPage = async (message: MailMessage) =>
      (await readPdf(message.attachments?.[0]?.content ?? new Uint8Array())).pages[0]?.text;
    await renderDeliveryMail({ orderId: order.id }, context);
    notice = 'No substitute for a lawyer: talk to one about your own case.';
    const site = { ...context.site, attorneyNotice: notice };
    const again = await renderDeliveryMail({ orderId: order.id }, { ...context, site });
    for (const body of [again.text, again.html]) expect(body).toContain(notice);
    expect(await firstPage(again)).toContain(notice);
    expect(await firstPage(again)).not.toContain(attorneyNoticeDefault);
  });

  it('says the guide is a sample while the placeholder is delivered, and not once one is uploaded', async () => {
    const { db } = database.handle;
    const sample = await renderDeliveryMail({ orderId: (await storedOrder(db)).id }, context);
    for (const body of [sample.text, sample.html]) expect(body).toContain(sampleGuideNote);

    await uploadedGuide(db);
    const real = await renderDeliveryMail({ orderId: (await storedOrder(db)).id }, context);
    for (const body of [real.text, real.html]) expect(body).not.toContain('sample guide');
  });

  it('sends the same link again on a resend, with the downloads left', async () => {
    const { db } = database.handle;
    const order = await storedOrder(db);
    const first = await renderDeliveryMail({ orderId: order.id }, context);
    const token = await issueDownloadToken(db, order.id);
    await consumeDownload(db, { token, ip: '203.0.113.1', userAgent: null });
    await consumeDownload(db, { token, ip: '203.0.113.1', userAgent: null });
    const again = await renderDeliveryMail({ orderId: order.id }, context);
    expect(again.text).toContain(`https://shop.example/download/${token}`);
    expect(first.text).toContain(`https://shop.example/download/${token}`);
    expect(again.text).toContain('3 of 5 downloads are left');
  });

  it('escapes the configured texts in the HTML body', async () => {
    const order = await storedOrder(database.handle.db);
    const operator = { ...testOperator, postalAddress: 'Suite <b>1</b> & Co' };
    const site = { ...context.site, operator };
    const message = await renderDeliveryMail({ orderId: order.id }, { ...context, site });
    expect(message.html).not.toContain('<b>1</b>');
    expect(message.html).toContain('Suite &lt;b&gt;1&lt;/b&gt; &amp; Co');
    expect(message.text).toContain('Suite <b>1</b> & Co');
  });

  it('refuses to deliver an order that is not completed', async () => {
    const refunded = await storedOrder(database.handle.db, { status: 'refunded' });
    const pending = await storedOrder(database.handle.db, { status: 'pending', completedAt: null });
    await expect(renderDeliveryMail({ orderId: refunded.id }, context)).rejects.toThrow(
      /it is refunded, not completed/,
    );
    await expect(renderDeliveryMail({ orderId: pending.id }, context)).rejects.toThrow(
      /it is pending, not completed/,
    );
    await expect(renderDeliveryMail({ orderId: 'ord_missing' }, context)).rejects.toThrow(
      /no such order/,
    );
  });
});
