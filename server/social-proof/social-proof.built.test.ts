import { afterEach, describe, expect, it } from 'vitest';
import { sampleReviews } from '#content/sample-reviews.ts';
import type { Database } from '#server/db/database.ts';
import { startBuiltServer, type BuiltServer } from '#tests/built-server.ts';
import { decodeEntities, jsonLdOf, withoutScripts } from '#tests/html.ts';
import { storedReview } from '#tests/proof-rows.ts';
import { startStripeStandIn, type StripeStandIn } from '#tests/stripe-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '#tests/test-database.ts';
import { seededBlocks } from '#tests/seeded-pages.ts';

let database: TestDatabase | undefined;
let server: BuiltServer | undefined;
let stripe: StripeStandIn | undefined;

afterEach(async () => {
  await server?.stop();
  await database?.dispose();
  await stripe?.close();
  [server, database, stripe] = [undefined, undefined, undefined];
});

/**
 * The production build on an embedded database holding what `fill` wrote: the server reads
 * the reviews at its start, as a restarted instance would.
 */
async function serverOver(fill: (db: Database) => Promise<void>, env: Record<string, string>) {
  database = await createTestDatabase('pglite');
  await fill(database.handle.db);
  await database.handle.close();
  server = await startBuiltServer({
    dataDir: database.dataDir,
    env: { LOG_LEVEL: 'warn', ...env },
  });
  return server;
}

async function page(running: BuiltServer, path: string) {
  const response = await fetch(new URL(path, running.url));
  expect(response.status, path).toBe(200);
  const raw = await response.text();
  const product = jsonLdOf(raw).find((block) => block['@type'] === 'Product');
  return { text: decodeEntities(withoutScripts(raw)), product };
}

const testPayments = { PAYMENTS: 'test' };

describe('reviews on the production build', () => {
  it('shows three approved reviews of completed orders on / with their average, also in the structured data', async () => {
    const running = await serverOver(async (db) => {
      for (const [rating, displayName] of [
        [5, 'Maria G.'],
        [5, 'Tom H.'],
        [4, 'Lee K.'],
      ] as const)
        await storedReview(db, { rating, displayName });
      await storedReview(db, { rating: 1, displayName: 'Pending P.', status: 'pending' });
      // Approved, but their orders are not (or no longer) completed: no verified buyers.
      for (const [displayName, order] of [
        ['Refunded R.', { status: 'refunded', refundedAt: new Date() }],
        ['Unpaid U.', { status: 'pending', completedAt: null }],
        ['Expired E.', { status: 'expired', completedAt: null }],
      ] as const)
        await storedReview(db, { rating: 1, displayName }, order);
    }, testPayments);

    const home = await page(running, '/');
    for (const name of ['Maria G.', 'Tom H.', 'Lee K.']) expect(home.text).toContain(name);
    for (const name of ['Pending P.', 'Refunded R.', 'Unpaid U.', 'Expired E.'])
      expect(home.text).not.toContain(name);
    expect(home.text).toContain('4.7/5 from 3 verified buyers');
    expect(home.text).toContain('aria-label="Rated 4.7 out of 5"');
    expect(home.text.match(/Verified purchase/g)).toHaveLength(3);
    expect(home.text).not.toContain(sampleReviews.average);
    expect(home.product).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 3 },
    });
    expect(home.product?.review).toHaveLength(3);

    const checkout = await page(running, '/checkout');
    expect(checkout.text).toContain('4.7/5 from 3 verified buyers');
    expect(checkout.product).toMatchObject({ aggregateRating: { reviewCount: 3 } });
  });

  it('shows two approved reviews without any average, on the page or in the structured data', async () => {
    const running = await serverOver(async (db) => {
      await storedReview(db, { rating: 5, displayName: 'Maria G.' });
      await storedReview(db, { rating: 4, displayName: 'Tom H.' });
    }, testPayments);

    const home = await page(running, '/');
    expect(home.text).toContain('Maria G.');
    expect(home.text).not.toContain('verified buyers');
    expect(home.text).not.toContain(sampleReviews.average);
    expect(home.product).not.toHaveProperty('aggregateRating');
  });

  it('never shows a sample on a site with Stripe keys', async () => {
    stripe = await startStripeStandIn();
    const running = await serverOver(() => Promise.resolve(), {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_URL: stripe.url,
    });

    for (const path of ['/', '/checkout']) {
      const { text, product } = await page(running, path);
      expect(text, path).not.toContain(sampleReviews.average);
      expect(text, path).not.toContain(sampleReviews.basedOn);
      for (const item of sampleReviews.items) expect(text, path).not.toContain(item.name);
      expect(text, path).not.toContain('Rated 5 out of 5');
      expect(text, path).not.toMatch(/Join [\d,]+\+ parents/);
      expect(product, path).not.toHaveProperty('review');
    }
    expect((await page(running, '/')).text).not.toContain(
      seededBlocks('home').testimonials.heading,
    );
  });
});
