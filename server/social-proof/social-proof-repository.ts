import { count, desc, eq, gt, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database.ts';
import { customers, orders, reviews, subscribers, testimonials } from '#server/db/schema.ts';

const approved = eq(reviews.status, 'approved');

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

export interface ProofFigures {
  /** Approved reviews, all of them. */
  reviews: number;
  /** Their average rating to one decimal; null without any. */
  average: number | null;
  /** Distinct addresses of confirmed subscribers and of buyers with an order not refunded. */
  parents: number;
  /** Completed orders (a refunded one is no longer completed). */
  purchases: number;
}

/**
 * The exact figures behind the proof, each counted in the database: the approved reviews over
 * reviews_status_created_at_idx, the completed orders from orders_status_amount_idx alone, and
 * the parents as one union of the confirmed subscribers (subscribers_status_created_at_idx) and
 * the buyers' ledger (one row per buyer), both stored lower-cased, so the union de-duplicates.
 */
export async function proofFigures(db: Database): Promise<ProofFigures> {
  const people = union(
    db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(eq(subscribers.status, 'confirmed')),
    db
      .select({ email: customers.email })
      .from(customers)
      .where(gt(customers.orders, customers.refunds)),
  ).as('people');
  const [reviewRows, parentRows, purchases] = await Promise.all([
    db
      .select({
        reviews: count(),
        // numeric: a string from pg, a number from PGlite, null over no rows.
        average: sql`round(avg(${reviews.rating}), 1)`.mapWith((value: unknown) =>
          value === null ? null : Number(value),
        ),
      })
      .from(reviews)
      .where(approved),
    db.select({ parents: count() }).from(people),
    db.$count(orders, eq(orders.status, 'completed')),
  ]);
  return {
    reviews: reviewRows[0]?.reviews ?? 0,
    average: reviewRows[0]?.average ?? null,
    parents: parentRows[0]?.parents ?? 0,
    purchases,
  };
}
