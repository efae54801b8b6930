import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviews, testimonials } from '#server/db/schema.ts';

/**
 * An erased buyer's reviews, deleted with the seller's replies (their words may name them),
 * and the testimonials the seller made under a name they gave: on their orders or as a
 * review's shown name (decision 110).
 */
export async function eraseReviews(
  db: Database,
  person: { orderIds: readonly string[]; names: readonly string[] },
): Promise<{ reviews: number; testimonials: number }> {
  const erasedReviews =
    person.orderIds.length === 0
      ? []
      : await db
          .delete(reviews)
          .where(inArray(reviews.orderId, [...person.orderIds]))
          .returning({ id: reviews.id, name: reviews.displayName });
  const names = [...person.names, ...erasedReviews.map((review) => review.name)]
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  const erasedTestimonials =
    names.length === 0
      ? []
      : await db
          .delete(testimonials)
          .where(inArray(sql`lower(trim(${testimonials.name}))`, names))
          .returning({ id: testimonials.id });
  return { reviews: erasedReviews.length, testimonials: erasedTestimonials.length };
}
