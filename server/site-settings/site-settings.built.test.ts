import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { startServer, type RunningServer } from '#server/start.ts';
import { createPaymentResponseSchema } from '#shared/contracts/checkout.ts';
import { routeTable } from '#shared/route-table.ts';
import { seedGuides, seedPosts } from '#tests/seed-pages.ts';
import { checkoutRequest } from '#tests/checkout-factory.ts';
import { jsonLdOf, withoutScripts } from '#tests/html.ts';
import { silentLogger } from '#tests/mail-fixtures.ts';
import { testOffer } from '#tests/site-factory.ts';
import { startSmtpTestServer, type SmtpTestServer } from '#tests/smtp-test-server.ts';
import { loadAppBuildThroughVite, type ViteAppBuild } from '#tests/vite-app-build.ts';
import { defaultSettings, fixedSettings } from './site-settings.ts';
import { productDefaults } from './product.ts';

const defaultPrice = `$${productDefaults.offer.price}`;
// A price the seller might set in the back office, in every form the site writes it.
const price = 59;
const shown = '$59';

let vite: ViteAppBuild;
let smtp: SmtpTestServer;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  [vite, smtp, dataDir] = await Promise.all([
    loadAppBuildThroughVite(),
    startSmtpTestServer(),
    mkdtemp(path.join(tmpdir(), 'csd-settings-')),
  ]);
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
  });
  const settings = fixedSettings({
    ...defaultSettings(config),
    offer: testOffer({ price }),
  });
  server = await startServer(config, {
    loadBuild: () => vite.build,
    logger: silentLogger,
    settings,
  });
}, 120_000);

afterAll(async () => {
  await server.close();
  await Promise.all([vite.close(), smtp.stop()]);
  await rm(dataDir, { recursive: true, force: true });
});

const url = (pathname: string) => new URL(pathname, server.url);
const page = async (pathname: string) => {
  const response = await fetch(url(pathname));
  expect(response.status, pathname).toBe(200);
  return response.text();
};

describe('a price set in the site settings', () => {
  it('is the price on every page, and no page shows the record’s default', async () => {
    for (const { path: pathname } of [
      ...routeTable.filter((entry) => !entry.private),
      ...seedPosts,
      ...seedGuides,
    ]) {
      const html = await page(pathname);
      expect(html, pathname).not.toContain(defaultPrice);
      // The settings every page carries for hydration hold the checkout's warning ("$500-2000+"):
      // only what the page shows must name a price.
      if (/\$\d/.test(withoutScripts(html))) expect(html, pathname).toContain(shown);
    }
    expect(await page('/')).toContain(shown);
  });

  it('is the offer in the structured data and the checkout summary', async () => {
    for (const pathname of ['/', '/checkout']) {
      const product = jsonLdOf(await page(pathname)).find((block) => block['@type'] === 'Product');
      expect(product?.offers, pathname).toMatchObject({ price: '59.00', priceCurrency: 'USD' });
    }
    expect(await page('/checkout')).toContain('$59.00');
  });

  it('is the amount sent to the payment provider and named in the delivery mail', async () => {
    const email = 'settings.buyer@example.com';
    const created = await fetch(url('/api/create-payment'), {
      method: 'POST',
      body: JSON.stringify(checkoutRequest({ email })),
      headers: { 'Content-Type': 'application/json', Origin: server.url },
    });
    expect(created.status).toBe(200);
    const { url: paymentUrl } = createPaymentResponseSchema.parse(await created.json());
    const paymentPage = new URL(paymentUrl).pathname;
    // The built-in provider's page shows the amount of the session it was asked to open.
    expect(await page(paymentPage)).toContain('Pay $59.00');

    const paid = await fetch(url(paymentPage), {
      method: 'POST',
      headers: { Origin: server.url },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const mail = smtp.received.find((received) => received.envelopeTo.includes(email));
    expect(mail?.email.text).toContain('$59.00');
    expect(mail?.email.text).not.toContain(defaultPrice);
  });
});
