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
import { contentSettings } from '#tests/settings-fixtures.ts';
import { loadAppBuildThroughVite, type ViteAppBuild } from '#tests/vite-app-build.ts';
import { defaultSettings, fixedSettings, withContent } from './site-settings.ts';

// A sale price no page names otherwise, from November 20 to the first moment of December 1.
const salePrice = '$31.17';
const startsAt = '2026-11-20T05:00:00.000Z';
const endsAt = '2026-12-01T00:00:00.000Z';
const saleEnds = 'Sale ends November 30';

let now = new Date('2026-11-19T12:00:00Z');
let server: RunningServer;
let dataDir: string;
let vite: ViteAppBuild;

beforeAll(async () => {
  [vite, dataDir] = await Promise.all([
    loadAppBuildThroughVite(),
    mkdtemp(path.join(tmpdir(), 'csd-sale-')),
  ]);
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const clock = () => now;
  const settings = withContent(
    defaultSettings(config),
    contentSettings({
      guidePrice: 47,
      compareAtPrice: 97,
      salePrice: 31.17,
      saleStartsAt: startsAt,
      saleEndsAt: endsAt,
      saleShowsEnd: true,
    }),
  );
  server = await startServer(config, {
    loadBuild: () => vite.build,
    logger: silentLogger,
    settings: fixedSettings(settings, clock),
    clock,
  });
}, 120_000);

afterAll(async () => {
  await server.close();
  await vite.close();
  await rm(dataDir, { recursive: true, force: true });
});

const page = async (pathname: string) => {
  const response = await fetch(new URL(pathname, server.url));
  expect(response.status, pathname).toBe(200);
  return response.text();
};
const publicPages = [
  ...routeTable.filter((entry) => !entry.private),
  ...seedPosts,
  ...seedGuides,
].map((entry) => entry.path);
const productOffer = async (pathname: string) =>
  jsonLdOf(await page(pathname)).find((block) => block['@type'] === 'Product')?.offers;

/** Every public page, none naming the sale: what a visitor sees before and after it. */
async function expectNoSale() {
  for (const pathname of publicPages) {
    const html = await page(pathname);
    expect(html, pathname).not.toContain(salePrice);
    expect(html, pathname).not.toContain(saleEnds);
  }
  for (const pathname of ['/', '/checkout']) {
    const offer = await productOffer(pathname);
    expect(offer, pathname).toMatchObject({ price: '47.00' });
    expect(offer, pathname).not.toHaveProperty('priceValidUntil');
  }
}

describe('a dated sale, by the server’s clock', () => {
  it('is on no page before it starts, the home page cached meanwhile', async () => {
    await expectNoSale();
    expect(withoutScripts(await page('/'))).toContain('$47');
  });

  it('is on every page naming a price from its start, the cached pages included', async () => {
    now = new Date(startsAt);
    for (const pathname of publicPages) {
      const shown = withoutScripts(await page(pathname));
      if (/\$\d/.test(shown)) expect(shown, pathname).toContain(salePrice);
    }
    for (const pathname of ['/', '/checkout']) {
      const shown = withoutScripts(await page(pathname));
      expect(shown, pathname).toContain(saleEnds);
      // The normal price, struck through.
      expect(shown, pathname).toMatch(/<s [^>]*>\$47(\.00)?<\/s>/);
      expect(await productOffer(pathname), pathname).toMatchObject({
        price: '31.17',
        priceValidUntil: '2026-11-30',
      });
    }
  });

  it('is the amount a checkout started during the sale is charged', async () => {
    const created = await fetch(new URL('/api/create-payment', server.url), {
      method: 'POST',
      body: JSON.stringify(checkoutRequest()),
      headers: { 'Content-Type': 'application/json', Origin: server.url },
    });
    expect(created.status).toBe(200);
    const { url } = createPaymentResponseSchema.parse(await created.json());
    expect(await page(new URL(url).pathname)).toContain('Pay $31.17');
  });

  it('is gone from every page once it ends', async () => {
    now = new Date(endsAt);
    await expectNoSale();
  });
});
