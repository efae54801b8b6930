import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { siteCopy } from '#content/site-copy.ts';
import { adminApi, authApi } from '#shared/contracts/admin-api.ts';
import { imageEntrySchema } from '#shared/contracts/admin-images.ts';
import { previewAnswer } from '#shared/contracts/admin-settings.ts';
import { createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { routeTable } from '#shared/route-table.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { jsonLdOf, titleOf } from '#tests/html.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { changedContentSettings } from '#tests/settings-factory.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { createTestDatabase, testDrivers, type TestDatabase } from '#tests/test-database.ts';
import { loadAppBuildThroughVite, type ViteAppBuild } from '#tests/vite-app-build.ts';

const admin = { email: 'owner@shop.example', password: 'the owner’s passphrase' };
const saved = changedContentSettings({
  guidePrice: 63.5,
  compareAtPrice: 129,
  refundWindowDays: 30,
  homeHeadline: 'Answer Your Notice for {{price}}',
  checkoutHeadline: 'Checkout: save {{savings}}',
  checkoutWarningTitle: 'Deadlines run',
  checkoutWarningText: 'Check the date on your notice.',
  payButtonLabel: 'Pay {{price}} and download',
});
/** The seller's texts as the pages show them, placeholders filled. */
const shownTexts = {
  homeHeadline: 'Answer Your Notice for $63.50',
  checkoutHeadline: 'Checkout: save $65.50',
  payButtonLabel: 'Pay $63.50 and download',
};
// No regular price: nothing struck through, no saving claimed.
const draft = changedContentSettings({
  guidePrice: 88,
  compareAtPrice: null,
  heroDescription: 'Words only the previewing admin sees.',
  homeHeadline: 'A headline only the previewing admin sees',
  payButtonLabel: 'Pay {{price}}',
});
/**
 * The ways a page or mail names the refund window: "30-day money-back guarantee", "30-Day
 * Money-Back Guarantee", "30-day guarantee", "within 30 days ... refund".
 */
const windowNamed = /\b(\d+)-day (?:money-back )?guarantee|\bwithin (\d+) days\b(?=[^.]*refund)/gi;
/** The numbers of days each mention of the refund window names, once each. */
const windowsNamed = (text: string) =>
  new Set([...text.matchAll(windowNamed)].map((match) => match[1] ?? match[2]));

let vite: ViteAppBuild;
beforeAll(async () => {
  vite = await loadAppBuildThroughVite();
}, 120_000);
afterAll(() => vite.close());

describe.each(testDrivers)('content settings saved in the back office, on %s', (driver) => {
  let smtp: SmtpTestServer;
  let database: TestDatabase;
  let server: RunningServer;
  let dataDir: string;
  let cookie: string;

  const url = (pathname: string) => new URL(pathname, server.url);
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(url(pathname), { headers });
  const page = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await get(pathname, headers);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };
  const signIn = async () => {
    const response = await fetch(url(authApi.signIn), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(admin),
    });
    expect(response.status).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const send = (method: string, pathname: string, body: unknown) =>
    fetch(url(pathname), {
      method,
      headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
  const product = (html: string) => jsonLdOf(html).find((block) => block['@type'] === 'Product');

  beforeAll(async () => {
    [smtp, database, dataDir] = await Promise.all([
      startSmtpTestServer(),
      createTestDatabase(driver),
      mkdtemp(path.join(tmpdir(), 'csd-saved-settings-')),
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: driver === 'pglite' ? database.dataDir : dataDir,
      ...(database.url && { DATABASE_URL: database.url }),
      LOG_LEVEL: 'silent',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    if (driver === 'pglite') await database.handle.close();
    server = await startServer(config, { loadBuild: () => vite.build, logger: silentLogger });
    expect(await page('/')).toContain('$47');
    cookie = await signIn();
    const response = await send('PUT', adminApi.settings, saved);
    expect(response.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await smtp.stop();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is on every public page: the price, the brand in the title, header and footer, no default left', async () => {
    for (const { path: pathname } of [
      ...routeTable.filter((entry) => !entry.private),
      ...seedPosts,
      ...seedGuides,
    ]) {
      const html = await page(pathname);
      expect(html, pathname).not.toContain('$47');
      expect(html, pathname).not.toContain('Child Support Defense');
      if (/\$\d/.test(html)) expect(html, pathname).toContain('$63.50');
      expect(titleOf(html), pathname).toContain(saved.websiteTitle);
      const organization = jsonLdOf(html).find((block) => block['@type'] === 'Organization');
      expect(organization?.name, pathname).toBe(saved.websiteTitle);
    }
    const home = await page('/');
    expect(home).toContain(saved.heroDescription.split('\n')[0]);
    expect(home).toContain(saved.operatorName);
    expect(home).toContain(`>${shownTexts.homeHeadline}</h1>`);
    const checkout = await page('/checkout');
    expect(checkout).toContain('$63.50');
    expect(checkout).toContain(`>${shownTexts.checkoutHeadline}</h1>`);
    // React marks where one text node ends and the next begins: the banner reads as one line.
    expect(checkout.replaceAll('<!-- -->', '')).toContain(
      `${saved.checkoutWarningTitle}:</strong> ${saved.checkoutWarningText}`,
    );
    expect(checkout).toContain(shownTexts.payButtonLabel);
    expect(checkout).not.toContain('URGENT');
  });

  it('names one refund window everywhere: the guarantee, the FAQ, the terms and the delivery mail', async () => {
    for (const { path: pathname } of [
      ...routeTable.filter((entry) => !entry.private),
      ...seedPosts,
      ...seedGuides,
    ]) {
      const days = windowsNamed(await page(pathname));
      expect([...days], pathname).not.toContain('14');
      if (days.size > 0) expect([...days], pathname).toEqual(['30']);
    }
    for (const pathname of ['/', '/checkout', '/faq', '/terms'])
      expect([...windowsNamed(await page(pathname))], pathname).toEqual(['30']);
    for (const pathname of ['/', '/checkout'])
      expect(await page(pathname), pathname).toContain('30-Day Money-Back Guarantee');
  });

  it('is the offer in the structured data of the home and checkout pages', async () => {
    for (const pathname of ['/', '/checkout']) {
      expect(product(await page(pathname)), pathname).toMatchObject({
        name: saved.guideTitle,
        offers: { price: '63.50', priceCurrency: 'USD' },
      });
    }
  });

  it('is the amount of a new order at the payment provider and in the delivery mail, from the brand', async () => {
    const email = `saved.buyer.${driver}@example.com`;
    const created = await fetch(url('/api/create-payment'), {
      method: 'POST',
      body: JSON.stringify(checkoutRequest({ email })),
      headers: { 'Content-Type': 'application/json', Origin: server.url },
    });
    expect(created.status).toBe(200);
    const paymentPage = new URL(createPaymentResponseSchema.parse(await created.json()).url)
      .pathname;
    expect(await page(paymentPage)).toContain('Pay $63.50');
    const paid = await fetch(url(paymentPage), {
      method: 'POST',
      headers: { Origin: server.url },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect
      .poll(() => smtp.received.find((mail) => mail.envelopeTo.includes(email)), {
        timeout: 15_000,
      })
      .toBeDefined();
    const mail = smtp.received.find((received) => received.envelopeTo.includes(email));
    expect(mail?.email.text).toContain('$63.50');
    expect(mail?.email.text).not.toContain('$47');
    expect(mail?.email.from?.name).toBe(saved.websiteTitle);
    expect([...windowsNamed(mail?.email.text ?? '')]).toEqual(['30']);
  });

  describe('a preview', () => {
    let otherSession: string;
    beforeAll(async () => {
      otherSession = await signIn();
      const response = await send('POST', adminApi.settingsPreview, draft);
      expect(response.status).toBe(200);
      expect(previewAnswer.parse(await response.json()).url).toBe('/?preview=1');
    });

    it('shows the draft to its admin session only, marked, never stored, never indexed', async () => {
      const response = await get('/?preview=1', { Cookie: cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain(draft.heroDescription);
      expect(html).toContain(draft.homeHeadline);
      expect(html).toContain('$88');
      expect(html).not.toContain('<s ');
      expect(html).not.toContain('regularly');
      expect(html).toContain(siteCopy.previewBanner.title);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(product(html)).toMatchObject({ offers: { price: '88.00' } });

      // The data a client-side navigation of the preview fetches is as private as its page.
      const data = await get('/_root.data?preview=1', { Cookie: cookie });
      expect(data.status).toBe(200);
      expect(data.headers.get('cache-control')).toBe('private, no-store');
      expect(data.headers.get('x-robots-tag')).toBe('noindex');
      expect(await data.text()).toContain(draft.heroDescription);
    });

    it('shows the checkout without a regular price: nothing struck through, no saving', async () => {
      const html = await page('/checkout?preview=1', { Cookie: cookie });
      expect(html).toContain('Pay $88');
      expect(html).not.toContain('<s ');
      expect(html).not.toMatch(/Save \$/);
    });

    it('is the live page for anyone else, and for the admin without the parameter', async () => {
      const others: Array<[string, Record<string, string>]> = [
        ['/?preview=1', {}],
        ['/?preview=1', { Cookie: otherSession }],
        ['/', { Cookie: cookie }],
        ['/', {}],
      ];
      for (const [pathname, headers] of others) {
        const html = await page(pathname, headers);
        const who = `${pathname} ${Object.keys(headers).join()}`;
        expect(html, who).not.toContain(draft.heroDescription);
        expect(html, who).not.toContain(siteCopy.previewBanner.title);
        expect(html, who).toContain('$63.50');
        expect(html, who).not.toContain('name="robots"');
      }
    });
  });

  it('shows an uploaded image an article names, with its size, until it is removed', async () => {
    const article = '/blog/invalid-child-support-orders';
    expect(await page(article)).not.toContain('src="/media/');
    const upload = await fetch(url(`${adminApi.images}?name=guide-cover.png`), {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Origin: server.url, Cookie: cookie },
      body: Buffer.from(pngImage(40, 30)),
    });
    expect(upload.status).toBe(201);
    const { id, url: imageUrl } = imageEntrySchema.parse(await upload.json());
    // The cached article is rendered again at once.
    expect(await page(article)).toContain(
      `<img src="${imageUrl}" width="40" height="30" alt="The cover of the ${saved.guideTitle}" loading="lazy" decoding="async">`,
    );
    expect((await get(imageUrl)).status).toBe(200);

    const removal = await fetch(url(adminApi.image(id)), {
      method: 'DELETE',
      headers: { Origin: server.url, Cookie: cookie },
    });
    expect(removal.status).toBe(200);
    expect(await page(article)).not.toContain(imageUrl);
    expect((await get(imageUrl)).status).toBe(404);
  });
});
