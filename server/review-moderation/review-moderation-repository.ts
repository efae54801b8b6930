import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { reviews, type ReviewStatus } from '#server/db/schema.ts';
import { joinedOrder, joinOrderOf } from '#server/orders/order-parts-repository.ts';
import type { ReviewClaimFilter, ReviewStatusFilter } from '#shared/contracts/admin-reviews.ts';

const reviewColumns = {
  id: reviews.id,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  body: reviews.body,
  displayName: reviews.displayName,
  status: reviews.status,
  orderId: reviews.orderId,
  email: joinedOrder.customerEmail,
  moderatedAt: reviews.moderatedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  claimFlag: reviews.claimFlag,
};

export interface ModeratedReviewRow {
  id: number;
  createdAt: Date;
  rating: number;
  body: string;
  displayName: string;
  status: ReviewStatus;
  orderId: string;
  email: string;
  moderatedAt: Date | null;
  reply: string | null;
  repliedAt: Date | null;
  claimFlag: string | null;
}

const reviewOrder = joinOrderOf(reviews.orderId);

const byStatus = (status: ReviewStatusFilter) =>
  status === 'all' ? undefined : eq(reviews.status, status);

const byClaims = (claims: ReviewClaimFilter) =>
  claims === 'marked' ? isNotNull(reviews.claimFlag) : undefined;

/**
 * One page of reviews of a status, newest first (index reviews_status_created_at_idx); the
 * marked ones are filtered on the way, few among few enough to need no index of their own.
 */
export async function reviewsPage(
  db: Database,
  query: { status: ReviewStatusFilter; claims: ReviewClaimFilter; offset: number; limit: number },
): Promise<ModeratedReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewOrder.table, reviewOrder.on)
    .where(and(byStatus(query.status), byClaims(query.claims)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit)
    .offset(query.offset);
}

type StatusCounts = Record<ReviewStatus, number>;

/** The reviews of each status, all of them and the marked ones, in one pass. */
export async function reviewCounts(
  db: Database,
): Promise<{ counts: StatusCounts; markedCounts: StatusCounts }> {
  const count = (status: ReviewStatus) =>
    sql`count(*) filter (where ${reviews.status} = ${status})`.mapWith(Number);
  const marked = (status: ReviewStatus) =>
    sql`count(*) filter (where ${reviews.status} = ${status} and ${reviews.claimFlag} is not null)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      pending: count('pending'),
      approved: count('approved'),
      hidden: count('hidden'),
      markedPending: marked('pending'),
      markedApproved: marked('approved'),
      markedHidden: marked('hidden'),
    })
    .from(reviews);
  return {
    counts: { pending: row?.pending ?? 0, approved: row?.approved ?? 0, hidden: row?.hidden ?? 0 },
    markedCounts: {
      pending: row?.markedPending ?? 0,
      approved: row?.markedApproved ?? 0,
      hidden: row?.markedHidden ?? 0,
    },
  };
}

export async function findModeratedReview(
  db: Database,
  id: number,
): Promise<ModeratedReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(reviewOrder.table, reviewOrder.on)
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Moves a review to `status`, noting who and when. Returns false when there is no such
 * review or it already has that status: nothing changed.
 */
export async function setReviewStatus(
  db: Database,
  id: number,
  change: { status: ReviewStatus; by: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ status: change.status, moderatedAt: change.now, moderatedBy: change.by })
    .where(and(eq(reviews.id, id), ne(reviews.status, change.status)))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/** Sets the seller's reply (or removes it with null). False for an unknown review. */
export async function setReviewReply(
  db: Database,
  id: number,
  reply: { text: string; now: Date } | null,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ reply: reply?.text ?? null, repliedAt: reply?.now ?? null })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return updated.length > 0;
}

/** A buyer's review, waiting for an admin to read it, with the server's mark of its claims. */
export async function insertPendingReview(
  tx: Database,
  review: {
    orderId: string;
    rating: number;
    body: string;
    displayName: string;
    consentedAt: Date;
    claimFlag: string | null;
  },
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...review, createdAt: review.consentedAt })
    .returning({ id: reviews.id });
  if (!row) throw new Error(`The review of ${review.orderId} was not stored`);
  return row;
}
