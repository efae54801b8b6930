import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentResponseSchema,
  verifyPaymentResponseSchema,
} from '#shared/contracts/checkout.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, postgresAvailable } from '#tests/test-database.ts';

let smtp: SmtpTestServer;
let server: BuiltServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startBuiltServer({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false' },
  });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

const url = (path: string) => new URL(path, server.url);
/** What a browser on our own pages sends with a POST: the same-origin check wants it. */
const ownPages = (of: BuiltServer = server) => ({ Origin: of.url });
const postJson = (path: string, body: unknown) =>
  fetch(url(path), {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...ownPages() },
  });

describe('a whole purchase with the built-in test provider', () => {
  it('goes from checkout to a paid order, an e-mail with the stamped guide, and five downloads', async () => {
    const buyer = 'whole.purchase@example.com';
    const created = await postJson('/api/create-payment', checkoutRequest({ email: buyer }));
    expect(created.status).toBe(200);
    const paymentUrl = new URL(createPaymentResponseSchema.parse(await created.json()).url);

    const paymentPage = await (await fetch(url(paymentUrl.pathname))).text();
    expect(paymentPage).toContain('Test mode - no real charge');
    expect(paymentPage).toContain('Pay $47.00');

    const paid = await fetch(url(paymentUrl.pathname), {
      method: 'POST',
      redirect: 'manual',
      headers: ownPages(),
    });
    expect(paid.status).toBe(303);
    const resultPath = paid.headers.get('location') ?? '';
    const sessionId = new URL(resultPath, server.url).searchParams.get('session_id') ?? '';
    expect(resultPath).toBe(`/success?session_id=${sessionId}`);
    expect((await fetch(url(resultPath))).status).toBe(200);

    const verified = verifyPaymentResponseSchema.parse(
      await (await postJson('/api/verify-payment', { session_id: sessionId })).json(),
    );
    expect(verified).toMatchObject({ success: true, customer_email: buyer });

    await expect
      .poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(buyer)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = smtp.received.find((entry) => entry.envelopeTo.includes(buyer));
    const attachment = mail?.email.attachments.find((file) => file.mimeType === 'application/pdf');
    if (!attachment || typeof attachment.content === 'string')
      throw new Error('The delivery mail has no PDF attached.');
    const pdf = await readPdf(new Uint8Array(attachment.content));
    expect(
      pdf.pages.every((page) =>
        page.text.includes(`Licensed to ${buyer} - Order ${verified.order_id ?? ''}`),
      ),
    ).toBe(true);

    const link = /https?:\/\/[^\s"<]+\/download\/[\w-]+/.exec(mail?.email.text ?? '')?.[0];
    expect(link).toBe(verified.download_url);
    const downloadPath = new URL(link ?? '').pathname;
    expect(await (await fetch(url(downloadPath))).text()).toContain('method="post"');

    for (let download = 1; download <= 5; download += 1) {
      const file = await fetch(url(downloadPath), { method: 'POST', headers: ownPages() });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect((await readPdf(new Uint8Array(await file.arrayBuffer()))).pages[0]?.text).toContain(
        buyer,
      );
    }
    const sixth = await fetch(url(downloadPath), { method: 'POST', headers: ownPages() });
    expect(sixth.status).toBe(410);
    expect(sixth.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends one delivery mail even when the buyer verifies many times at once', async () => {
    const buyer = 'many.verifications@example.com';
    const created = createPaymentResponseSchema.parse(
      await (await postJson('/api/create-payment', checkoutRequest({ email: buyer }))).json(),
    );
    const paymentPath = new URL(created.url).pathname;
    const sessionId = paymentPath.split('/').at(-1) ?? '';
    await Promise.all([
      fetch(url(paymentPath), { method: 'POST', redirect: 'manual', headers: ownPages() }),
      fetch(url(paymentPath), { method: 'POST', redirect: 'manual', headers: ownPages() }),
      ...Array.from({ length: 6 }, () =>
        postJson('/api/verify-payment', { session_id: sessionId }),
      ),
    ]);
    await expect
      .poll(() => smtp.received.some((mail) => mail.envelopeTo.includes(buyer)), {
        timeout: 15_000,
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(buyer))).toHaveLength(1);
  });
});

describe.skipIf(!postgresAvailable)('two server processes on one PostgreSQL', () => {
  it('complete orders through either and send every delivery mail exactly once', async () => {
    const database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url ?? '',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      // Twelve buyers from one test client would meet the shared checkout limit (10 per
      // 10 minutes): each comes through "our proxy" from an address of its own, as real buyers do.
      TRUST_PROXY: '1',
    };
    const [first, second] = await Promise.all([
      startBuiltServer({ env }),
      startBuiltServer({ env }),
    ]);
    try {
      const buyers = Array.from({ length: 12 }, (_, index) => `two.servers.${index}@example.com`);
      await Promise.all(
        buyers.map(async (email, index) => {
          const [opener, payer] = index % 2 === 0 ? [first, second] : [second, first];
          const created = await fetch(new URL('/api/create-payment', opener.url), {
            method: 'POST',
            body: JSON.stringify(checkoutRequest({ email })),
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `198.51.100.${index + 1}`,
              ...ownPages(opener),
            },
          });
          const paymentPath = new URL(createPaymentResponseSchema.parse(await created.json()).url)
            .pathname;
          await fetch(new URL(paymentPath, payer.url), {
            method: 'POST',
            redirect: 'manual',
            headers: ownPages(payer),
          });
        }),
      );
      const deliveredTo = () =>
        smtp.received.flatMap((mail) => mail.envelopeTo).filter((to) => buyers.includes(to));
      await expect.poll(() => deliveredTo().length, { timeout: 20_000 }).toBe(buyers.length);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(deliveredTo().sort()).toEqual([...buyers].sort());
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await database.dispose();
    }
  });
});
