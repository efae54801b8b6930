import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { orders } from '#server/db/schema.ts';
import { defaultSettings, type SiteSettingsSource } from '#server/site-settings/site-settings.ts';
import type { SocialProof } from '#shared/social-proof.ts';
import { silentLogger, testConfig } from '#tests/mail-fixtures.ts';
import { storedReview } from '#tests/proof-rows.ts';
import { testDrivers, useTestDatabase } from '#tests/test-database.ts';
import { startSocialProofRefresh, type SocialProofRefresh } from './social-proof-refresh.ts';
import { storedSocialProof } from './stored-social-proof.ts';

const settings: SiteSettingsSource = {
  current: () => defaultSettings(testConfig()),
  saved: () => defaultSettings(testConfig()),
  reload: () => Promise.resolve(false),
  onChange: () => {},
};

const proofOf = (db: Database) =>
  storedSocialProof({ db, settings, samplesAllowed: false, logger: silentLogger });

/**
 * What the pages build the rating line ("4/5 from 3 verified buyers"), the quotes and the
 * Product's AggregateRating and Review entries from (app/seo/json-ld.ts; the production
 * build's test reads them on the page: social-proof.built.test.ts).
 */
const shown = (proof: SocialProof) => ({
  rating: proof.rating,
  names: proof.quotes.map((quote) => quote.name),
});

describe.each(testDrivers)('which approved reviews count, on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().handle.db;
  let refresh: SocialProofRefresh | undefined;
  afterEach(async () => {
    await refresh?.stop();
    refresh = undefined;
  });

  it('counts only a completed order’s review, in the quotes, the average and the count', async () => {
    await storedReview(db(), { rating: 5, displayName: 'Kept A.' });
    await storedReview(db(), { rating: 4, displayName: 'Kept B.' });
    await storedReview(db(), { rating: 3, displayName: 'Kept C.' });
    await storedReview(
      db(),
      { rating: 1, displayName: 'Refunded R.' },
      { status: 'refunded', refundedAt: new Date() },
    );
    await storedReview(
      db(),
      { rating: 1, displayName: 'Unpaid U.' },
      { status: 'pending', completedAt: null },
    );
    await storedReview(
      db(),
      { rating: 1, displayName: 'Expired E.' },
      { status: 'expired', completedAt: null, expiredAt: new Date() },
    );

    expect(shown((await proofOf(db())).current())).toEqual({
      rating: { average: 4, count: 3 },
      names: ['Kept C.', 'Kept B.', 'Kept A.'],
    });
  });

  it('drops a review whose order is refunded after approval, at the next refresh', async () => {
    for (const [rating, displayName] of [
      [5, 'Kept A.'],
      [5, 'Kept B.'],
      [5, 'Kept C.'],
    ] as const)
      await storedReview(db(), { rating, displayName });
    const later = await storedReview(db(), { rating: 1, displayName: 'Later L.' });
    const proof = await proofOf(db());
    expect(shown(proof.current()).rating).toEqual({ average: 4, count: 4 });

    // Refunded where this instance hears nothing of it (the provider's dashboard, another
    // instance): the periodic refresh reads the figures again.
    await db()
      .update(orders)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(orders.id, later.orderId));
    const changed = new Promise<void>((resolve) => proof.onChange(resolve));
    refresh = startSocialProofRefresh(proof, silentLogger, 20);
    await changed;

    expect(shown(proof.current())).toEqual({
      rating: { average: 5, count: 3 },
      names: ['Kept C.', 'Kept B.', 'Kept A.'],
    });
  });
});
