import { fixedPublishedContent } from '#server/publishing/published-content-source.ts';
import { fixedNewsletterArchive } from '#server/newsletter-archive/newsletter-archive-source.ts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { pino } from 'pino';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, downloadTokens } from '#server/db/schema.ts';
import { clientAddress } from '#server/http/client-ip.ts';
import { createErrorHandler } from '#server/http/error-handler.ts';
import type { PaymentProvider } from '#server/purchase/payment-provider.ts';
import { siteContext } from '#server/site-settings/site-context.ts';
import { defaultSettings, fixedSettings } from '#server/site-settings/site-settings.ts';
import { fixedSocialProof } from '#server/social-proof/social-proof-source.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import { storedGuideFile } from '#tests/guide-file-factory.ts';
import { storedOrder } from '#tests/order-factory.ts';
import { makePdf } from '#tests/pdf-factory.ts';
import { readPdf } from '#tests/pdf-reader.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { formsOf } from '#tests/html.ts';
import { deliveryMailRenderer } from './delivery-mail.ts';
import { downloadRoutes } from './download-routes.ts';
import { issueDownloadToken } from './download-tokens.ts';
import { noContentImages } from '#tests/no-content-images.ts';
import { idleAnalytics, noGeolocation } from '#tests/idle-analytics.ts';
import { sharedPdfWorkers } from '#tests/pdf-workers.ts';
import { startGuideCopies } from './guide-copies.ts';
import { thisInstance } from '#server/system/instance.ts';
import { unusedBackups } from '#tests/unused-backups.ts';

const logger = pino({ level: 'silent' });
const unused = () => Promise.reject(new Error('not used by the download routes'));
const payments: PaymentProvider = {
  name: 'test',
  createCheckoutSession: unused,
  closeCheckoutSession: unused,
  retrieveSession: unused,
  parseWebhook: unused,
  refund: unused,
};

function testApp(db: Database, dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    SUPPORT_EMAIL: 'help@shop.example',
  });
  const ctx: ServerContext = {
    config,
    logger,
    db,
    payments,
    outbox: { nudge: () => undefined },
    instance: thisInstance(new Date()),
    backups: unusedBackups,
    analytics: idleAnalytics,
    geolocation: noGeolocation,
    contentImages: noContentImages,
    settings: fixedSettings(defaultSettings(config)),
    socialProof: fixedSocialProof(),
    newsletterArchive: fixedNewsletterArchive(),
    published: fixedPublishedContent(),
    clock: () => new Date(),
    pdf: sharedPdfWorkers(),
    guideCopies: startGuideCopies({
      db,
      pdf: sharedPdfWorkers(),
      logger,
      maxStoredBytes: config.stampedCopiesMaxBytes,
      attorneyNotice: () => productDefaults.attorneyNotice,
    }),
  };
  const app = new Hono();
  app.onError(createErrorHandler(logger));
  app.use(clientAddress(config.trustProxyHops));
  app.use(siteContext(ctx.settings, config));
  app.route('/download', downloadRoutes(ctx));
  return app;
}

const browser = { 'X-Forwarded-For': '198.51.100.23', 'User-Agent': 'TestBrowser/2.0' };
const dayMs = 24 * 60 * 60 * 1000;
const manyPages = (count: number) => Array.from({ length: count }, () => ({}));

describe('download routes', () => {
  let database: TestDatabase;
  let app: Hono;
  beforeEach(async () => {
    database = await createTestDatabase('pglite');
    app = testApp(database.handle.db, database.dataDir);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await database.dispose();
  });

  const get = (token: string) => app.request(`/download/${token}`, { headers: browser });
  const post = (token: string) =>
    app.request(`/download/${token}`, { method: 'POST', headers: browser });
  const newToken = async (overrides: Parameters<typeof storedOrder>[1] = {}, issuedAt?: Date) => {
    const order = await storedOrder(database.handle.db, overrides);
    return { order, token: await issueDownloadToken(database.handle.db, order.id, issuedAt) };
  };
  const downloadsUsed = async () =>
    (await database.handle.db.select().from(downloadTokens))[0]?.downloadsUsed;

  it('show a page with a Download form on GET, without using a download', async () => {
    const { token } = await newToken();
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await get(token);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
      const page = await response.text();
      expect(page).toContain(productDefaults.offer.name);
      expect(page).toContain('5 more downloads');
      expect(page).toMatch(/until \w+ \d+, \d{4}/);
      expect(formsOf(page)).toEqual([
        expect.objectContaining({ method: 'post', action: `/download/${token}?show=page` }),
      ]);
      expect(page).not.toContain('http-equiv="refresh"');
      expect(page).toMatch(/<button[^>]*>Download<\/button>/);
    }
    expect(await downloadsUsed()).toBe(0);
    expect(await database.handle.db.select().from(downloadEvents)).toHaveLength(0);
  });

  it('answer the stamped PDF on POST, count it and record who took it', async () => {
    const { order, token } = await newToken({ customerEmail: 'parent@example.com' });
    const response = await post(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="child-support-defense-guide.pdf"',
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    for (const page of pdf.pages) {
      expect(page.text).toContain(`Licensed to parent@example.com - Order ${order.id}`);
    }
    expect(await downloadsUsed()).toBe(1);
    const events = await database.handle.db
      .select()
      .from(downloadEvents)
      .where(eq(downloadEvents.orderId, order.id));
    expect(events).toMatchObject([{ ip: '198.51.100.23', userAgent: 'TestBrowser/2.0' }]);
    expect(await (await get(token)).text()).toContain('4 more downloads');
  });

  it("answer the download page's own POST with the new count and a refresh that fetches the copy", async () => {
    const { order, token } = await newToken({ customerEmail: 'parent@example.com' });
    const response = await app.request(`/download/${token}?show=page`, {
      method: 'POST',
      headers: browser,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await response.text();
    expect(page).toContain('4 more downloads');
    expect(page).toContain('Your download has started.');
    const file = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(page)?.[1] ?? '';
    expect(file).toMatch(new RegExp(`^/download/${token}/file/\\d+$`));
    expect(page).toContain(`<a href="${file}">`);
    expect(await downloadsUsed()).toBe(1);

    // The refresh (or the link, tried again) fetches the counted copy without counting again.
    for (let fetch = 0; fetch < 2; fetch += 1) {
      const pdfResponse = await app.request(file, { headers: browser });
      expect(pdfResponse.status).toBe(200);
      expect(pdfResponse.headers.get('Content-Disposition')).toBe(
        'attachment; filename="child-support-defense-guide.pdf"',
      );
      expect(pdfResponse.headers.get('Referrer-Policy')).toBe('no-referrer');
      const pdf = await readPdf(new Uint8Array(await pdfResponse.arrayBuffer()));
      expect(pdf.pages[0]?.text).toContain(`Licensed to parent@example.com - Order ${order.id}`);
    }
    expect(await downloadsUsed()).toBe(1);
    expect(await database.handle.db.select().from(downloadEvents)).toHaveLength(1);
  });

  it('send a file URL that is not a fresh receipt of this link back to the page', async () => {
    const first = await newToken();
    const second = await newToken();
    const posted = await (
      await app.request(`/download/${first.token}?show=page`, { method: 'POST', headers: browser })
    ).text();
    const receipt = /\/file\/(\d+)"/.exec(posted)?.[1] ?? '';
    const [event] = await database.handle.db.select().from(downloadEvents);
    for (const file of [
      `/download/${second.token}/file/${receipt}`,
      `/download/${first.token}/file/${Number(receipt) + 1}`,
    ]) {
      const response = await app.request(file, { headers: browser });
      expect(response.status, file).toBe(303);
      expect(response.headers.get('Location')).toBe(file.replace(/\/file\/\d+$/, ''));
    }
    await database.handle.db
      .update(downloadEvents)
      .set({ at: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(downloadEvents.id, event?.id ?? 0));
    const stale = await app.request(`/download/${first.token}/file/${receipt}`, {
      headers: browser,
    });
    expect(stale.status).toBe(303);
    const junk = await app.request(`/download/${first.token}/file/1e3`, { headers: browser });
    expect(junk.status).toBe(404);
  });

  it('offer no further download once the last one is taken from the page', async () => {
    const { token } = await newToken();
    for (let download = 0; download < 4; download += 1) await post(token);
    const page = await (
      await app.request(`/download/${token}?show=page`, { method: 'POST', headers: browser })
    ).text();
    expect(page).toContain('That was the last download this link allows.');
    expect(page).not.toContain('<form');
    expect(page).toContain('http-equiv="refresh"');
  });

  it('answer 410 with an explanation once the five downloads are used', async () => {
    const { token } = await newToken();
    for (let download = 0; download < 5; download += 1)
      expect((await post(token)).status).toBe(200);
    for (const response of [await post(token), await get(token)]) {
      expect(response.status).toBe(410);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('used up');
      expect(page).toContain('help@shop.example');
    }
  });

  it('answer 410 for an expired link and for a refunded order', async () => {
    const expired = await newToken({}, new Date(Date.now() - 8 * dayMs));
    const refunded = await newToken({ status: 'refunded', refundedAt: new Date() });
    for (const [token, explanation] of [
      [expired.token, 'expired'],
      [refunded.token, 'refunded'],
    ] as const) {
      for (const response of [await get(token), await post(token)]) {
        expect(response.status).toBe(410);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
        const page = await response.text();
        expect(page).toContain(explanation);
        expect(page).toContain('mailto:help@shop.example');
      }
    }
    expect(await database.handle.db.select().from(downloadEvents)).toHaveLength(0);
  });

  it('answer 404 for a well-formed token nobody was given', async () => {
    const unknown = 'Z'.repeat(43);
    for (const response of [await get(unknown), await post(unknown)]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Download link not found');
    }
  });

  it('answer 404 to junk without asking the database', async () => {
    // Any use of the database (a query builder, a transaction) throws.
    const untouchable = new Proxy(database.handle.db, {
      get() {
        throw new Error('the database was asked about a junk token');
      },
    });
    const junkApp = testApp(untouchable, database.dataDir);
    for (const junk of ['abc', 'A'.repeat(44), `${'A'.repeat(42)}%3D`, "'%20or%201=1--"]) {
      for (const method of ['GET', 'POST']) {
        const response = await junkApp.request(`/download/${junk}`, { method, headers: browser });
        expect(response.status, `${method} ${junk}`).toBe(404);
      }
    }
  });

  it('count nothing when the guide cannot be stamped', async () => {
    const { token } = await newToken();
    await storedGuideFile(database.handle.db, new TextEncoder().encode('not a PDF'));
    const response = await post(token);
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).not.toBe('application/pdf');
    expect(await downloadsUsed()).toBe(0);
  });

  // Seconds of stamping on a quiet machine; on a two-core machine running other suites beside
  // it, it took 32 s, past the default 30 s.
  it('count each download before any work, and stamp one copy however many ask at once', async () => {
    // A guide of 2,000 pages: every stamp of it is seconds of work.
    await storedGuideFile(database.handle.db, await makePdf({ pages: manyPages(2_000) }));
    const { order, token } = await newToken({ customerEmail: 'parent@example.com' });
    const parsedHere = vi.spyOn(PDFDocument, 'load');
    const stamps = vi.spyOn(sharedPdfWorkers(), 'stamp');
    const responses = await Promise.all(Array.from({ length: 8 }, async () => post(token)));
    expect(responses.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 200, 200, 410, 410, 410,
    ]);
    const copies = await Promise.all(
      responses
        .filter((response) => response.status === 200)
        .map(async (response) => Buffer.from(await response.arrayBuffer())),
    );
    for (const copy of copies) expect(copy.equals(copies[0] ?? Buffer.alloc(0))).toBe(true);
    const pdf = await readPdf(copies[0] ?? new Uint8Array());
    expect(pdf.pages).toHaveLength(2_000);
    expect(pdf.pages[1_999]?.text).toContain(`Licensed to parent@example.com - Order ${order.id}`);
    expect(stamps).toHaveBeenCalledTimes(1);
    // No PDF is parsed on the thread that answers requests.
    expect(parsedHere).not.toHaveBeenCalled();
    expect(await downloadsUsed()).toBe(5);
  }, 90_000);

  it('serve every receipt and the delivery mail from the one stored copy, on any instance', async () => {
    const { order, token } = await newToken({ customerEmail: 'parent@example.com' });
    const stamps = vi.spyOn(sharedPdfWorkers(), 'stamp');
    const posted = await (
      await app.request(`/download/${token}?show=page`, { method: 'POST', headers: browser })
    ).text();
    const file = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(posted)?.[1] ?? '';
    const fetched = await Promise.all(
      Array.from({ length: 16 }, async () => app.request(file, { headers: browser })),
    );
    const copies = await Promise.all(
      fetched.map(async (response) => {
        expect(response.status).toBe(200);
        return Buffer.from(await response.arrayBuffer());
      }),
    );
    const [first] = copies;
    for (const copy of copies) expect(first && copy.equals(first)).toBe(true);
    // Another instance on the same database, with nothing in memory, reuses the stored copy.
    const otherInstance = startGuideCopies({
      db: database.handle.db,
      pdf: sharedPdfWorkers(),
      logger,
      maxStoredBytes: 1024 * 1024 * 1024,
      attorneyNotice: () => productDefaults.attorneyNotice,
    });
    const mail = await deliveryMailRenderer(otherInstance)(
      { orderId: order.id },
      {
        db: database.handle.db,
        recipient: order.customerEmail,
        config: { siteUrl: 'https://shop.example' },
        site: testSiteInfo(),
      },
    );
    const attached = mail.attachments?.[0]?.content ?? new Uint8Array();
    expect(first && Buffer.from(attached).equals(first)).toBe(true);
    expect(stamps).toHaveBeenCalledTimes(1);
    expect(await downloadsUsed()).toBe(1);
  });
});
