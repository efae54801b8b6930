import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { reviewRequests } from '#server/db/schema.ts';
import {
  addTopicOptOut,
  hasTopicOptOut,
  notOptedOut,
} from '#server/mail-audience/topic-opt-out-repository.ts';
import {
  completedOrdersDue,
  joinedOrder,
  joinedOrderRowEmail,
  joinOrderOf,
  joinOrderRow,
  orderRow,
  orderStillCompleted,
} from '#server/orders/order-parts-repository.ts';

const requestOrder = joinOrderOf(reviewRequests.orderId);

/** The one topic review-request mail can be stopped by. */
export const reviewRequestTopic = 'review-requests';

/**
 * Inserts the review requests of up to `limit` orders completed within `completed` that have
 * none yet and whose buyer has not opted out; answers those inserted, with their buyer's
 * address. `on conflict do nothing` on the primary key makes a second instance running the
 * same statement at once skip the orders this one took (orders_completed_at_idx finds them).
 */
export async function insertDueReviewRequests(
  tx: Database,
  due: { completedFrom: Date; completedTo: Date; now: Date; limit: number },
): Promise<Array<{ orderId: string; email: string }>> {
  return selectRows<{ orderId: string; email: string }>(
    tx,
    sql`with queued as (
      insert into review_requests (order_id, created_at)
      ${completedOrdersDue(
        due,
        sql`not exists (select 1 from review_requests r where r.order_id = ${orderRow.id})
        and ${notOptedOut(orderRow.email, reviewRequestTopic)}`,
      )}
      on conflict (order_id) do nothing
      returning order_id
    )
    select queued.order_id as "orderId", ${joinedOrderRowEmail} as "email"
    from queued ${joinOrderRow(sql`queued.order_id`)}`,
  );
}

/**
 * Gives an order's unused request the hashes of a new review link and stop link, withdrawing
 * any made for it before (a retried mail). False when there is no unused request.
 */
export async function setReviewLinkHashes(
  db: Database,
  orderId: string,
  hashes: { tokenHash: string; optOutTokenHash: string },
): Promise<boolean> {
  const rows = await db
    .update(reviewRequests)
    .set(hashes)
    .where(and(eq(reviewRequests.orderId, orderId), isNull(reviewRequests.usedAt)))
    .returning({ orderId: reviewRequests.orderId });
  return rows.length > 0;
}

/** The request a review link's hash names (review_requests_token_hash_key), with its order's facts. */
export async function findReviewRequest(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      orderId: reviewRequests.orderId,
      createdAt: reviewRequests.createdAt,
      usedAt: reviewRequests.usedAt,
      orderStatus: joinedOrder.status,
      customerName: joinedOrder.customerName,
      customerEmail: joinedOrder.customerEmail,
    })
    .from(reviewRequests)
    .innerJoin(requestOrder.table, requestOrder.on)
    .where(eq(reviewRequests.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a link used if it still may be: unused, made after `createdAfter`, its order still
 * completed. One conditional update, so of two submissions at once only one gets the order
 * id back (the other waits on the row and then finds it used).
 */
export async function useReviewLink(
  tx: Database,
  link: { tokenHash: string; now: Date; createdAfter: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .update(reviewRequests)
    .set({ usedAt: link.now })
    .where(
      and(
        eq(reviewRequests.tokenHash, link.tokenHash),
        isNull(reviewRequests.usedAt),
        gt(reviewRequests.createdAt, link.createdAfter),
        orderStillCompleted(reviewRequests.orderId),
      ),
    )
    .returning({ orderId: reviewRequests.orderId });
  return row?.orderId;
}

/** The address of the order whose stop link has this hash (review_requests_opt_out_token_hash_key). */
export async function findOptOutLinkAddress(
  db: Database,
  optOutTokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: joinedOrder.customerEmail })
    .from(reviewRequests)
    .innerJoin(requestOrder.table, requestOrder.on)
    .where(eq(reviewRequests.optOutTokenHash, optOutTokenHash));
  return row?.email;
}

/** Stores an address's wish to get no more review requests; saying it twice is fine. */
export async function insertReviewOptOut(db: Database, email: string): Promise<void> {
  await addTopicOptOut(db, email, reviewRequestTopic);
}

export async function hasReviewOptOut(db: Database, email: string): Promise<boolean> {
  return hasTopicOptOut(db, email, reviewRequestTopic);
}
