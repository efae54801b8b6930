import { describe, expect, it } from 'vitest';
import { sampleReviews } from '#content/sample-reviews.ts';
import type { Database } from '#server/db/database.ts';
import {
  defaultSettings,
  type SiteSettings,
  type SiteSettingsSource,
} from '#server/site-settings/site-settings.ts';
import { silentLogger, testConfig } from '#tests/mail-fixtures.ts';
import { storedOrder } from '#tests/order-factory.ts';
import {
  storedBuyers,
  storedReview,
  storedSubscribers,
  storedTestimonial,
} from '#tests/proof-rows.ts';
import { createTestApp } from '#tests/test-app.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { storedSocialProof } from './stored-social-proof.ts';

/** Settings a test changes, telling listeners as a save in the back office would. */
function changingSettings(minimumShown = 3) {
  let settings: SiteSettings = {
    ...defaultSettings(testConfig()),
    reviews: { requestAfterDays: 7, minimumShown },
  };
  const listeners: Array<() => void> = [];
  const source: SiteSettingsSource = {
    current: () => settings,
    saved: () => settings,
    reload: () => Promise.resolve(false),
    onChange: (listener) => void listeners.push(listener),
  };
  return {
    source,
    setMinimum(minimum: number) {
      settings = { ...settings, reviews: { ...settings.reviews, minimumShown: minimum } };
      for (const listener of listeners) listener();
    },
  };
}

const proofOf = (db: Database, { samplesAllowed = false, minimumShown = 3 } = {}) =>
  storedSocialProof({
    db,
    settings: changingSettings(minimumShown).source,
    samplesAllowed,
    logger: silentLogger,
  });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(testDrivers)('the proof the pages show, on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;

  it('shows approved reviews only, newest first with their replies, and their average to one decimal', async () => {
    await storedReview(db(), { rating: 5, displayName: 'Ann P.', createdAt: daysAgo(4) });
    await storedReview(db(), {
      rating: 4,
      displayName: 'Ben Q.',
      createdAt: daysAgo(1),
      reply: 'Thank you, Ben.',
    });
    await storedReview(db(), { rating: 5, displayName: 'Cal R.', createdAt: daysAgo(3) });
    await storedReview(db(), { rating: 3, displayName: 'Dee S.', createdAt: daysAgo(2) });
    await storedReview(db(), { rating: 1, status: 'pending', displayName: 'Not Yet' });
    await storedReview(db(), { rating: 1, status: 'hidden', displayName: 'Hidden H.' });

    const proof = (await proofOf(db())).current();

    expect(proof.quotes.map((quote) => quote.name)).toEqual([
      'Ben Q.',
      'Dee S.',
      'Cal R.',
      'Ann P.',
    ]);
    expect(proof.quotes[0]).toMatchObject({
      kind: 'verified',
      rating: 4,
      reply: 'Thank you, Ben.',
      location: null,
      date: daysAgo(1).toISOString().slice(0, 10),
    });
    // (5 + 4 + 5 + 3) / 4 = 4.25, rounded half up.
    expect(proof.rating).toEqual({ average: 4.3, count: 4 });
    expect(proof.samples).toBe(false);
  });

  it('shows no average below the minimum of approved reviews, and the six newest at most', async () => {
    await storedReview(db(), { rating: 5 });
    await storedReview(db(), { rating: 4 });
    expect((await proofOf(db())).current()).toMatchObject({ rating: null, samples: false });
    expect((await proofOf(db(), { minimumShown: 2 })).current().rating).toEqual({
      average: 4.5,
      count: 2,
    });

    for (let index = 0; index < 6; index += 1) await storedReview(db(), { rating: 3 });
    const proof = (await proofOf(db())).current();
    expect(proof.quotes).toHaveLength(6);
    // The average is over every approved review, not only those shown: (5 + 4 + 6 * 3) / 8.
    expect(proof.rating).toEqual({ average: 3.4, count: 8 });
  });

  it("shows the seller's testimonials after the reviews, without stars, outside the average", async () => {
    await storedTestimonial(db(), {
      name: 'Old T.',
      location: 'Austin, TX',
      createdAt: daysAgo(9),
    });
    await storedTestimonial(db(), { name: 'New T.', createdAt: daysAgo(1) });
    for (const rating of [5, 5, 4]) await storedReview(db(), { rating, createdAt: daysAgo(5) });

    const proof = (await proofOf(db())).current();

    expect(proof.quotes.map((quote) => quote.kind)).toEqual([
      'verified',
      'verified',
      'verified',
      'seller',
      'seller',
    ]);
    expect(proof.quotes.slice(3)).toMatchObject([
      { name: 'New T.', rating: null, location: null, reply: null },
      { name: 'Old T.', rating: null, location: 'Austin, TX' },
    ]);
    expect(proof.rating).toEqual({ average: 4.7, count: 3 });
  });

  it('counts parents as confirmed subscribers and buyers, each address once, rounded down, hidden below 50', async () => {
    await storedSubscribers(db(), 40, 'confirmed');
    await storedSubscribers(db(), 20, 'pending');
    await storedSubscribers(db(), 20, 'unsubscribed');
    // Five buyers who also subscribed, two whose only order was refunded.
    await storedBuyers(
      db(),
      ['confirmed0', 'confirmed1', 'confirmed2', 'confirmed3', 'confirmed4'].map(
        (name) => `${name}@example.com`,
      ),
    );
    await storedBuyers(db(), ['gone0@example.com', 'gone1@example.com'], { refunded: true });
    expect((await proofOf(db())).current().parents).toBeNull();

    await storedBuyers(
      db(),
      Array.from({ length: 17 }, (_, index) => `buyer${String(index)}@example.com`),
    );
    // 40 + 17 = 57 different parents.
    expect((await proofOf(db())).current().parents).toBe(50);
  });

  it('counts completed orders as purchases, not refunded or unpaid ones, rounded down, hidden below 20', async () => {
    for (let index = 0; index < 19; index += 1) await storedOrder(db());
    await storedOrder(db(), { status: 'refunded', refundedAt: new Date() });
    await storedOrder(db(), { status: 'pending', completedAt: null });
    await storedOrder(db(), { status: 'expired', completedAt: null });
    expect((await proofOf(db())).current().purchases).toBeNull();

    for (let index = 0; index < 10; index += 1) await storedOrder(db());
    expect((await proofOf(db())).current().purchases).toBe(20);
  });

  it('shows the samples only on the test provider, and only until the site has a review or testimonial of its own', async () => {
    const samples = (await proofOf(db(), { samplesAllowed: true })).current();
    expect(samples).toMatchObject({ samples: true, rating: null });
    expect(samples.quotes.map((quote) => [quote.kind, quote.rating, quote.name])).toEqual(
      sampleReviews.items.map((item) => ['sample', 5, item.name]),
    );
    // Taking real payments: never.
    expect((await proofOf(db())).current()).toMatchObject({ samples: false, quotes: [] });

    // A review waiting for moderation is not the seller's to show yet: the samples stay.
    await storedReview(db(), { status: 'pending' });
    expect((await proofOf(db(), { samplesAllowed: true })).current().samples).toBe(true);

    const testimonial = await storedTestimonial(db());
    const own = (await proofOf(db(), { samplesAllowed: true })).current();
    expect(own).toMatchObject({
      samples: false,
      quotes: [{ key: `testimonial-${String(testimonial.id)}` }],
    });
  });

  it('tells its listeners only when what pages show changed', async () => {
    const proof = await proofOf(db());
    let changes = 0;
    proof.onChange(() => (changes += 1));

    expect(await proof.reload()).toBe(false);
    await storedReview(db(), { status: 'pending' });
    expect(await proof.reload()).toBe(false);
    expect(changes).toBe(0);

    const review = await storedReview(db());
    expect(await proof.reload()).toBe(true);
    expect(changes).toBe(1);
    expect(proof.current().quotes.map((quote) => quote.key)).toEqual([
      `review-${String(review.id)}`,
    ]);
    expect(await proof.reload()).toBe(false);
    expect(changes).toBe(1);
  });

  it('reads the reviews again when the minimum for the average changes in the settings', async () => {
    for (const rating of [5, 4]) await storedReview(db(), { rating });
    const settings = changingSettings(3);
    const proof = await storedSocialProof({
      db: db(),
      settings: settings.source,
      samplesAllowed: false,
      logger: silentLogger,
    });
    const changed = new Promise<void>((resolve) => proof.onChange(resolve));
    expect(proof.current().rating).toBeNull();

    settings.setMinimum(2);
    await changed;
    expect(proof.current().rating).toEqual({ average: 4.5, count: 2 });
  });
});

describe.each(testDrivers)('the server context on %s', (driver) => {
  it('shows the samples with the test provider and never with Stripe keys', async () => {
    const testProvider = await createTestApp(driver);
    const stripe = await createTestApp(driver, {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    });
    try {
      expect(testProvider.ctx.socialProof.current().samples).toBe(true);
      expect(stripe.ctx.socialProof.current()).toMatchObject({ samples: false, quotes: [] });
    } finally {
      await Promise.all([testProvider.dispose(), stripe.dispose()]);
    }
  });
});
