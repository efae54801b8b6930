import { getJson, postEmpty, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { okSchema } from '#shared/contracts/admin.ts';
import {
  adminReviewSchema,
  adminTestimonialSchema,
  reviewsResponseSchema,
  testimonialsResponseSchema,
  type AdminReview,
  type AdminTestimonial,
  type ReviewsResponse,
  type TestimonialRequest,
} from '#shared/contracts/admin-reviews.ts';
import type { ReviewsPlace } from './use-reviews-address.ts';

export function fetchReviews({ status, claims, page }: ReviewsPlace): Promise<ReviewsResponse> {
  const query = new URLSearchParams({ status, claims, page: String(page) });
  return getJson(`${adminApi.reviews}?${query.toString()}`, reviewsResponseSchema);
}

/** What an admin may do to a review's standing on the site. */
export type ReviewDecision = 'approve' | 'hide';

export function decideReview(reviewId: number, decision: ReviewDecision): Promise<AdminReview> {
  const path =
    decision === 'approve' ? adminApi.approveReview(reviewId) : adminApi.hideReview(reviewId);
  return postEmpty(path, adminReviewSchema);
}

/** Sets the reply, or removes it with null. */
export function saveReviewReply(reviewId: number, reply: string | null): Promise<AdminReview> {
  const path = adminApi.reviewReply(reviewId);
  return reply === null
    ? request(adminReviewSchema, path, 'DELETE')
    : request(adminReviewSchema, path, 'PUT', { reply });
}

export async function fetchTestimonials(): Promise<AdminTestimonial[]> {
  return (await getJson(adminApi.testimonials, testimonialsResponseSchema)).testimonials;
}

/** Adds a testimonial, or changes the one `id` names. */
export function saveTestimonial(
  id: number | undefined,
  testimonial: TestimonialRequest,
): Promise<AdminTestimonial> {
  return id === undefined
    ? request(adminTestimonialSchema, adminApi.testimonials, 'POST', testimonial)
    : request(adminTestimonialSchema, adminApi.testimonial(id), 'PUT', testimonial);
}

export async function deleteTestimonial(id: number): Promise<void> {
  await request(okSchema, adminApi.testimonial(id), 'DELETE');
}
