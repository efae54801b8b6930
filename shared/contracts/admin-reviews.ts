import { z } from 'zod';
import { pageQuerySchema } from './admin.ts';
import { isPlainText, unusualCharactersMessage } from './plain-text.ts';

/** Where a buyer's review stands: waiting for an admin, shown on the site, or kept off it. */
export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The back office's filters: one status, or every review. Pending is the default view. */
export const reviewStatusFilters = [...reviewStatuses, 'all'] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

/**
 * The second filter: every review, or only those the server marked for naming an amount or
 * claiming a legal outcome (server/review-moderation/review-claims.ts).
 */
export const reviewClaimFilters = ['any', 'marked'] as const;
export type ReviewClaimFilter = (typeof reviewClaimFilters)[number];

/** Lengths of what admins write: a reply to a review, the parts of a testimonial. */
export const moderationLimits = { reply: 1000, quote: 600, name: 60, location: 60 } as const;

/** Text an admin writes for the public site: trimmed, bounded, plain. */
function adminText(emptyMessage: string, max: number, multiline: boolean) {
  return z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(max, `Use at most ${max} characters.`)
    .refine((text) => isPlainText(text, { multiline }), unusualCharactersMessage);
}

const isoTime = z.string();

/** `GET /api/admin/reviews?status=&claims=&page=`. */
export const reviewsQuerySchema = pageQuerySchema.extend({
  status: z.enum(reviewStatusFilters, { error: 'Choose a known status.' }).default('pending'),
  claims: z
    .enum(reviewClaimFilters, { error: 'Choose every review or the marked ones.' })
    .default('any'),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/** A buyer's review as the back office shows it: the e-mail is for support, never the site. */
export const adminReviewSchema = z.object({
  id: z.number(),
  createdAt: isoTime,
  rating: z.number(),
  body: z.string(),
  displayName: z.string(),
  status: z.enum(reviewStatuses),
  orderId: z.string(),
  email: z.string(),
  moderatedAt: isoTime.nullable(),
  reply: z.string().nullable(),
  repliedAt: isoTime.nullable(),
  /** Why the server marked it ("Names an amount: $400"); null when the text claims neither. */
  claimFlag: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const statusCountsSchema = z.object({
  pending: z.number(),
  approved: z.number(),
  hidden: z.number(),
});

/**
 * The list's answer: one page of the chosen status and claims filter, newest first, the count
 * of each status (all reviews, and the marked ones), and whether the site shows the seed's
 * sample reviews right now.
 */
export const reviewsResponseSchema = z.object({
  rows: z.array(adminReviewSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: statusCountsSchema,
  markedCounts: statusCountsSchema,
  samplesShown: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** How many reviews a status filter holds, from the counts by status (all, or the marked ones). */
export function reviewCount(counts: ReviewsResponse['counts'], filter: ReviewStatusFilter): number {
  return filter === 'all' ? counts.pending + counts.approved + counts.hidden : counts[filter];
}

/** `PUT /api/admin/reviews/:id/reply`: the seller's public answer, shown under the review. */
export const reviewReplySchema = z.object({
  reply: adminText('Write the reply.', moderationLimits.reply, true),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** The seller's own testimonial, as stored. */
export const adminTestimonialSchema = z.object({
  id: z.number(),
  createdAt: isoTime,
  updatedAt: isoTime,
  quote: z.string(),
  name: z.string(),
  location: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;

/** `GET /api/admin/testimonials`: newest first. */
export const testimonialsResponseSchema = z.object({
  testimonials: z.array(adminTestimonialSchema),
});

/** `POST /api/admin/testimonials` and `PUT /api/admin/testimonials/:id`; location may be empty. */
export const testimonialRequestSchema = z.object({
  quote: adminText('Write the quote.', moderationLimits.quote, true),
  name: adminText('Enter the name to show.', moderationLimits.name, false),
  location: z
    .string({ error: 'Location must be text.' })
    .trim()
    .max(moderationLimits.location, `Use at most ${moderationLimits.location} characters.`)
    .refine((text) => isPlainText(text, { multiline: false }), unusualCharactersMessage)
    .default(''),
});
export type TestimonialRequest = z.input<typeof testimonialRequestSchema>;
