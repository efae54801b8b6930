import { and, count, desc, eq, gt, notExists, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { customers, reviews, subscribers, testimonials } from '#server/db/schema.ts';
import { countCompletedOrders } from '#server/orders/orders.ts';
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

export interface ProofFigures {
  /** Approved reviews whose order is still completed (not refunded). */
  reviews: number;
  /** Their average rating to one decimal; null without any. */
  average: number | null;
  /** Distinct addresses of confirmed subscribers and of buyers with an order not refunded. */
  parents: number;
  /** Completed orders (a refunded one is no longer completed). */
  purchases: number;
}

const confirmedSubscriber = eq(subscribers.status, 'confirmed');

/**
 * The exact figures behind the proof, each counted in the database: the approved reviews over
 * reviews_status_created_at_idx; the completed orders (a scan: nearly all orders are); the
 * parents as the confirmed subscribers (an index-only count on
 * subscribers_status_created_at_idx) plus the buyers with an order not refunded who are not
 * among them (addresses are stored lower-cased in both tables). Counting the two apart
 * hashes the confirmed addresses once; a UNION of both lists took a quarter longer and
 * spilled to disk (PostgreSQL 15, 100,000 subscribers and 60,000 buyers: about 0.3 s, once
 * a minute, off the request path).
 */
export async function proofFigures(db: Database): Promise<ProofFigures> {
  const alsoSubscribed = db
    .select({ one: sql`1` })
    .from(subscribers)
    .where(and(eq(subscribers.email, customers.email), confirmedSubscriber));
  const [reviewRows, subscribed, buyersOnly, purchases] = await Promise.all([
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
    db.$count(subscribers, confirmedSubscriber),
    db.$count(customers, and(gt(customers.orders, customers.refunds), notExists(alsoSubscribed))),
    countCompletedOrders(db),
  ]);
  return {
    reviews: reviewRows[0]?.reviews ?? 0,
    average: reviewRows[0]?.average ?? null,
    parents: subscribed + buyersOnly,
    purchases,
  };
}
