import { z } from 'zod';
import { reviewPage } from '#content/review-form.ts';
import type { FieldRule } from './field-rules.ts';
import { ruleField } from './fields.ts';

/** The bounds of a buyer's review, shown by the form and checked by the API. */
export const reviewLimits = { ratingMax: 5, bodyMin: 20, bodyMax: 2000, displayName: 60 } as const;

const chooseRating = 'Choose a rating from 1 to 5 stars.';
const consentRequired = 'Tick the box to agree that your review may be shown.';

/** What a posted checkbox says when ticked; unticked, it is not posted at all. */
export const ticked = 'on';

/**
 * The review form's fields as rule data (field-rules.ts): the contract below is built from
 * them and the form's controls carry them, so the page and the API say the same words.
 */
export const reviewRules = {
  rating: {
    missing: chooseRating,
    oneOf: Array.from({ length: reviewLimits.ratingMax }, (_, index) => String(index + 1)),
  },
  body: {
    missing: 'Write your review.',
    min: reviewLimits.bodyMin,
    max: reviewLimits.bodyMax,
    plain: 'multiline',
  },
  name: { missing: 'Enter the name to show.', max: reviewLimits.displayName, plain: 'line' },
  consent: { missing: consentRequired, oneOf: [ticked] },
} as const satisfies Record<string, FieldRule>;

/**
 * `POST /api/reviews/:token` and the review page's form: the stars, the text, the name to
 * show and the consent to publish. The form posts strings ("4", "on"); scripts may send a
 * number and `true`.
 */
export const reviewRequestSchema = z.object({
  rating: z
    .union([z.number().transform(String), z.string()], { error: chooseRating })
    .pipe(ruleField(reviewRules.rating))
    .transform(Number),
  body: ruleField(reviewRules.body),
  name: ruleField(reviewRules.name),
  consent: z
    .union([z.literal(true).transform(() => ticked), z.string()], { error: consentRequired })
    .pipe(ruleField(reviewRules.consent))
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
