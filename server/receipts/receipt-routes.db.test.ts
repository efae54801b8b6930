import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverPageScripts } from '#app/server-pages/server-page-document.tsx';
import { storedOrder, type TestOrder } from '#tests/order-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';
import { receiptTokenOf } from '#server/orders/orders.ts';

const paidAt = new Date('2026-03-08T15:30:00Z');

/** A stored order and its receipt's address, as the delivery mail would link it. */
async function receiptOfOrder(t: TestApp, overrides: Partial<TestOrder> = {}) {
  const order = await storedOrder(t.ctx.db, { completedAt: paidAt, ...overrides });
  const token = await receiptTokenOf(t.ctx.db, order.id);
  if (!token) throw new Error('no receipt token was made');
  return { order, token, page: `/receipt/${token}`, pdf: `/receipt/${token}/pdf` };
}

/** The page's text as a reader sees it: tags gone, entities read, spaces collapsed. */
async function pageText(response: Response): Promise<string> {
  return (await response.text())
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

const privateHeaders = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
};

function expectPrivate(response: Response) {
  for (const [name, value] of Object.entries(privateHeaders))
    expect(response.headers.get(name), name).toBe(value);
}

describe.each(testDrivers)('receipts on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(async () => {
    await t.dispose();
  });

  it('show a plain order: seller, buyer, date, item, tax, total and how it was paid', async () => {
    const { order, page, pdf } = await receiptOfOrder(t, { paymentMethodKind: 'card' });
    const response = await t.app.request(page);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const markup = await response.text();
    expect(markup).toContain(`href="${pdf}"`);
    const text = await pageText(new Response(markup));
    const { operator, offer } = t.ctx.settings.current();
    for (const fact of [
      `Receipt ${order.id}`,
      operator.name,
      operator.postalAddress,
      'Sam Buyer',
      '1 Main St',
      'Austin, TX 78701',
      'buyer@example.com',
      'Date paid March 8, 2026',
      'Payment method Card',
      `${offer.name} $47.00`,
      'Tax $0.00',
      'Total paid $47.00 USD',
    ])
      expect(text).toContain(fact);
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Refunded');
  });

  it('show a discounted order: the list price, the code and what it took off', async () => {
    const { page } = await receiptOfOrder(t, {
      listPriceCents: 4700,
      discountCode: 'FALL20',
      discountCents: 940,
      amountCents: 3760,
      paymentMethodKind: 'link',
    });
    const text = await pageText(await t.app.request(page));
    expect(text).toContain('$47.00 Discount (FALL20) -$9.40 Tax $0.00');
    expect(text).toContain('Total paid $37.60 USD');
    expect(text).toContain('Payment method Link');
  });

  it('show a refunded order with the date and what was returned', async () => {
    const { page } = await receiptOfOrder(t, {
      status: 'refunded',
      refundedAt: new Date('2026-03-12T09:00:00Z'),
      paymentMethodKind: 'test',
    });
    const response = await t.app.request(page);
    expect(response.status).toBe(200);
    const text = await pageText(response);
    expect(text).toContain('Refunded on March 12, 2026 — $47.00 returned');
    expect(text).toContain('Payment method Test payment');
  });

  it('name how an old order was paid without guessing, and any other kind as stored', async () => {
    const old = await receiptOfOrder(t, { paymentMethodKind: null });
    expect(await pageText(await t.app.request(old.page))).toContain(
      'Payment method Online payment',
    );
    const other = await receiptOfOrder(t, { paymentMethodKind: 'us_bank_account' });
    expect(await pageText(await t.app.request(other.page))).toContain(
      'Payment method us bank account',
    );
  });

  it('escape what the buyer typed', async () => {
    const { page } = await receiptOfOrder(t, { customerName: '<script>alert(1)</script>' });
    const body = await (await t.app.request(page)).text();
    expect(body).not.toContain('<script>alert');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answer one private 404 page for unknown, malformed, pending and expired orders', async () => {
    const pending = await receiptOfOrder(t, { status: 'pending', completedAt: null });
    const expired = await receiptOfOrder(t, { status: 'expired', completedAt: null });
    const paths = [
      `/receipt/${'A'.repeat(43)}`,
      '/receipt/short',
      `/receipt/${'x'.repeat(400)}`,
      `/receipt/${encodeURIComponent("' OR 1=1 --")}`,
      pending.page,
      pending.pdf,
      expired.page,
      `/receipt/${'A'.repeat(43)}/pdf`,
    ];
    for (const path of paths) {
      const response = await t.app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expectPrivate(response);
      expect(await response.text(), path).toContain('Receipt not found');
    }
  });

  it('answer a path too long for any page before it reaches the receipts', async () => {
    const response = await t.app.request(`/receipt/${'x'.repeat(5000)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('give the receipt only to GET: other methods change nothing and get no receipt', async () => {
    const { page } = await receiptOfOrder(t);
    const response = await t.app.request(page, {
      method: 'POST',
      headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'text/plain' },
      body: 'x'.repeat(100_000),
    });
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('Receipt ord_');
  });

  it("allow only the site's stylesheet and the theme script, nothing inline besides", async () => {
    const { page } = await receiptOfOrder(t);
    const csp = (await t.app.request(page)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("style-src 'self';");
    const [themeScript = ''] = serverPageScripts(undefined);
    const themeHash = createHash('sha256').update(themeScript).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${themeHash}';`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('give the same facts as a one-page PDF download', async () => {
    const { order, pdf } = await receiptOfOrder(t, {
      customerName: 'Zoë Kőrösi',
      listPriceCents: 4700,
      discountCode: 'TAKE10',
      discountCents: 1000,
      amountCents: 3700,
      status: 'refunded',
      refundedAt: new Date('2026-03-10T09:00:00Z'),
      paymentMethodKind: 'card',
    });
    const response = await t.app.request(pdf);
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${order.id}.pdf"`,
    );
    const reading = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(reading.pages).toHaveLength(1);
    const [first] = reading.pages;
    const text = first?.text ?? '';
    const { operator, offer } = t.ctx.settings.current();
    for (const fact of [
      'Receipt',
      `Order ${order.id}`,
      operator.name,
      operator.postalAddress,
      // The standard fonts draw WinAnsi: "ë" and "ö" stay, "ő" loses its double accent.
      'Zoë Korösi',
      'March 8, 2026',
      'Card',
      offer.name,
      '$47.00',
      'Discount (TAKE10)',
      '-$10.00',
      'Tax',
      '$0.00',
      'Total paid',
      '$37.00 USD',
      'Refunded on March 10, 2026 — $37.00 returned',
    ])
      expect(text).toContain(fact);
    expect(reading.info.Title).toBe(`Receipt ${order.id}`);
  });
});
