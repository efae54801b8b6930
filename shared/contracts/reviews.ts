import { z } from 'zod';
import { reviewPage } from '#content/review-form.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** The bounds of a buyer's review, shown by the form and checked by the API. */
export const reviewLimits = { ratingMax: 5, bodyMin: 20, bodyMax: 2000, displayName: 60 } as const;

const chooseRating = 'Choose a rating from 1 to 5 stars.';
const consentRequired = 'Tick the box to agree that your review may be shown.';

const rating = z
  .union([z.number(), z.string()], { error: chooseRating })
  .transform(Number)
  .pipe(
    z
      .number({ error: chooseRating })
      .int(chooseRating)
      .min(1, chooseRating)
      .max(reviewLimits.ratingMax, chooseRating),
  );

const body = z
  .string({ error: 'Write your review.' })
  .trim()
  .min(1, 'Write your review.')
  .min(reviewLimits.bodyMin, `Write at least ${reviewLimits.bodyMin} characters.`)
  .max(reviewLimits.bodyMax, `Use at most ${reviewLimits.bodyMax} characters.`)
  .refine((text) => isPlainText(text, { multiline: true }), unusualCharactersMessage);

const name = z
  .string({ error: 'Enter the name to show.' })
  .trim()
  .min(1, 'Enter the name to show.')
  .max(reviewLimits.displayName, `Use at most ${reviewLimits.displayName} characters.`)
  .refine((text) => isPlainText(text, { multiline: false }), unusualCharactersMessage);

/**
 * `POST /api/reviews/:token` and the review page's form: the stars, the text, the name to
 * show and the consent to publish. The form posts strings ("4", "on"); scripts may send a
 * number and `true`.
 */
export const reviewRequestSchema = z.object({
  rating,
  body,
  name,
  consent: z
    .union([z.literal(true), z.literal('on')], { error: consentRequired })
    .transform(() => true as const),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export type ReviewSubmission = z.output<typeof reviewRequestSchema>;

/** What a review link can do now: take a review, or why it cannot. */
export type ReviewLink =
  | { state: 'open'; suggestedName: string }
  | { state: 'used' }
  | { state: 'expired' }
  | { state: 'unknown' };

/** Where a review link points: the page takes the token as its last segment. */
export const reviewPagePath = reviewPage.path;
export const reviewPageUrl = (siteUrl: string, token: string): string =>
  `${siteUrl}${reviewPagePath}/${encodeURIComponent(token)}`;
