import type { Database } from '#server/db/database.ts';
import type { Logger } from '#server/logger.ts';
import { reloadableSource, sameJson } from '#server/reloadable-source.ts';
import type { SiteSettingsSource } from '#server/site-settings/site-settings.ts';
import { noSocialProof, type SocialProof } from '#shared/social-proof.ts';
import { shownProof, shownQuotesLimit, type ProofRows } from './shown-proof.ts';
import type { SocialProofSource } from './social-proof-source.ts';
import {
  newestApprovedReviews,
  newestTestimonials,
  proofFigures,
} from './social-proof-repository.ts';

export interface StoredSocialProofOptions {
  db: Database;
  /** The minimum of approved reviews for the average is a setting: a change of it reloads. */
  settings: SiteSettingsSource;
  /** The site runs the test payment provider (no Stripe keys): samples may stand in. */
  samplesAllowed: boolean;
  logger: Logger;
}

async function readRows(db: Database): Promise<ProofRows> {
  const [reviews, testimonials, figures] = await Promise.all([
    newestApprovedReviews(db, shownQuotesLimit),
    newestTestimonials(db, shownQuotesLimit),
    proofFigures(db),
  ]);
  return { reviews, testimonials, figures };
}

/**
 * The proof the pages show, read from the database and kept in memory like the settings, so a
 * render costs no query. Reloads run one after another, so the last one asked for (after a
 * moderation committed) is the one that stays; listeners hear only of a change in what pages
 * show, so a periodic reload with no new sale keeps the page cache.
 */
export async function storedSocialProof(
  options: StoredSocialProofOptions,
): Promise<SocialProofSource> {
  const { db, settings, samplesAllowed, logger } = options;
  const source = await reloadableSource<SocialProof>({
    initial: noSocialProof,
    read: async () =>
      shownProof(await readRows(db), {
        minimumShown: settings.current().reviews.minimumShown,
        samplesAllowed,
      }),
    same: sameJson,
  });
  settings.onChange(() => {
    source.reload().catch((error: unknown) => {
      logger.error({ err: error }, 'reviews and counts could not be read again');
    });
  });
  return source;
}
