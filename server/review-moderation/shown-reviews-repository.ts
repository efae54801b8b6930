/**
 * What the site shows of the reviews and testimonials (server/social-proof reads them): only
 * server/review-moderation queries their tables (docs/decisions/029).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviews, testimonials } from '#server/db/schema.ts';
import { orderStillCompleted } from '#server/orders/order-parts-repository.ts';

/**
 * A review the site shows and counts: approved, and its order still paid. A refund takes it
 * off the quotes, the count, the average and the JSON-LD built from them (the buyer is no
 * longer a verified one); refundPayment announces the change so every instance reads again.
 */
const approved = and(eq(reviews.status, 'approved'), orderStillCompleted(reviews.orderId));

export interface ApprovedReview {
  id: number;
  rating: number;
  body: string;
  displayName: string;
  createdAt: Date;
  reply: string | null;
}

/** The newest approved reviews with their replies (reviews_status_created_at_idx, read in order). */
export function newestApprovedReviews(db: Database, limit: number): Promise<ApprovedReview[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      body: reviews.body,
      displayName: reviews.displayName,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(approved)
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

export type SellerTestimonial = Pick<
  typeof testimonials.$inferSelect,
  'id' | 'quote' | 'name' | 'location' | 'createdAt'
>;

/** The seller's newest testimonials: a handful of rows, read without an index. */
export function newestTestimonials(db: Database, limit: number): Promise<SellerTestimonial[]> {
  return db
    .select({
      id: testimonials.id,
      quote: testimonials.quote,
      name: testimonials.name,
      location: testimonials.location,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(limit);
}

export interface ApprovedReviewFigures {
  /** Approved reviews whose order is still completed (not refunded). */
  reviews: number;
  /** Their average rating to one decimal; null without any. */
  average: number | null;
}

/** The approved reviews' count and average, over reviews_status_created_at_idx. */
export async function approvedReviewFigures(db: Database): Promise<ApprovedReviewFigures> {
  const [row] = await db
    .select({
      reviews: count(),
      // numeric: a string from pg, a number from PGlite, null over no rows.
      average: sql`round(avg(${reviews.rating}), 1)`.mapWith((value: unknown) =>
        value === null ? null : Number(value),
      ),
    })
    .from(reviews)
    .where(approved);
  return { reviews: row?.reviews ?? 0, average: row?.average ?? null };
}
