import { z } from 'zod';
import { getJson, postEmpty, postJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import type { markReviewedSchema } from '#shared/contracts/publishing.ts';

const reviewedSchema = z.object({
  review: z.object({ id: z.number().int(), reviewedOn: z.string(), substantive: z.boolean() }),
  /** The entry's version after the review's revision. */
  version: z.number().int(),
});
export type Reviewed = z.infer<typeof reviewedSchema>;

export function markReviewed(
  entryId: number,
  input: z.input<typeof markReviewedSchema>,
): Promise<Reviewed> {
  return postJson(adminApi.entryReviewed(entryId), input, reviewedSchema);
}

const reviewNoticeSchema = z.object({
  /** The buyers from the guide's state the guide-update mail would reach (unsubscribed left out). */
  recipients: z.number().int().min(0),
  alreadyNotified: z.boolean(),
});
export type ReviewNotice = z.infer<typeof reviewNoticeSchema>;

export function fetchReviewNotice(entryId: number, reviewId: number): Promise<ReviewNotice> {
  return getJson(adminApi.entryReviewNotice(entryId, reviewId), reviewNoticeSchema);
}

export async function sendReviewNotice(entryId: number, reviewId: number): Promise<number> {
  return (
    await postEmpty(
      adminApi.entryReviewNotice(entryId, reviewId),
      z.object({ queued: z.number().int().min(0) }),
    )
  ).queued;
}
