import type { Database } from '#server/db/database.ts';
import { claimFlagOf } from './review-claims.ts';
import { insertPendingReview } from './review-moderation-repository.ts';

/**
 * Stores a buyer's review for moderation, marked by the server when its text names an amount
 * or claims a legal outcome: the only way a review is written, so no client sets or clears it.
 */
export function storePendingReview(
  tx: Database,
  review: { orderId: string; rating: number; body: string; displayName: string; consentedAt: Date },
): Promise<{ id: number }> {
  return insertPendingReview(tx, { ...review, claimFlag: claimFlagOf(review.body) });
}
