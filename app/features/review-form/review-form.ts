import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import type { ReviewSubmission } from '#shared/contracts/reviews.ts';

export const reviewFields = ['rating', 'body', 'name', 'consent'] as const;
export type ReviewField = (typeof reviewFields)[number];

/** What a posted checkbox says when ticked; unticked, it is not posted at all. */
export const ticked = 'on';

/** The review form's fields, as the browser holds them: the name starts as the suggested one. */
export function emptyReview(suggestedName: string): Record<ReviewField, string> {
  return { rating: '', body: '', name: suggestedName, consent: '' };
}

/** Sends a review with a link's token; the server stores it for an admin to read. */
export async function sendReview(token: string, review: ReviewSubmission): Promise<void> {
  await postJson(apiPaths.review(token), review, okResponseSchema);
}
