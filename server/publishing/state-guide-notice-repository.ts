import { and, eq, isNull, sql } from 'drizzle-orm';
import { selectRows, type Database } from '#server/db/database.ts';
import { publishingEntries, publishingReviews } from '#server/db/schema.ts';
import { reachable } from '#server/mail-audience/audience-repository.ts';
import { recordNewSends } from '#server/mail-automations/automation-sends-repository.ts';
import { insertMailRows } from '#server/mail/outbox-repository.ts';
import { keptOrderPerAddressIn } from '#server/orders/order-parts-repository.ts';

/** The automation's name in automation_sends and the outbox's mail kind: one word for both. */
export const stateGuideNoticeKind = 'state-guide-update';

/** A review with what its notice needs of the entry it reviewed. */
export async function findReviewOfEntry(db: Database, entryId: number, reviewId: number) {
  const [row] = await db
    .select({
      id: publishingReviews.id,
      entryId: publishingReviews.entryId,
      substantive: publishingReviews.substantive,
      note: publishingReviews.note,
      notifiedAt: publishingReviews.notifiedAt,
      kind: publishingEntries.kind,
      status: publishingEntries.status,
      published: publishingEntries.published,
    })
    .from(publishingReviews)
    .innerJoin(publishingEntries, eq(publishingEntries.id, publishingReviews.entryId))
    .where(and(eq(publishingReviews.id, reviewId), eq(publishingReviews.entryId, entryId)));
  return row;
}

/**
 * The state's buyers the notice of review `reviewId` would reach now: each address once, its
 * newest kept order, never one that asked for no news or is kept out, nor one already told.
 */
const recipients = (reviewId: number, state: string) => sql`
  select b.email, b.order_id from (${keptOrderPerAddressIn(state)}) b
  where ${reachable(sql`b.email`)}
    and not exists (
      select 1 from automation_sends a
      where a.automation = ${stateGuideNoticeKind} and a.step = ${String(reviewId)}
        and a.target = b.email
    )`;

export async function countNoticeRecipients(
  db: Database,
  reviewId: number,
  state: string,
): Promise<number> {
  const [row] = await selectRows<{ recipients: number }>(
    db,
    sql`select count(*)::int as recipients from (${recipients(reviewId, state)}) r`,
  );
  return row?.recipients ?? 0;
}

/**
 * Queues the notice of one review to the state's buyers in one statement: each address's
 * automation_sends row and its mail together, so an address recorded for this review already
 * (a second request, another instance) gets nothing more. Answers how many were queued.
 */
export async function insertStateGuideNotices(
  tx: Database,
  reviewId: number,
  state: string,
): Promise<number> {
  const step = String(reviewId);
  const [row] = await selectRows<{ queued: number }>(
    tx,
    sql`with buyers as (${recipients(reviewId, state)}),
      recorded as (
        ${recordNewSends(sql`select ${stateGuideNoticeKind}, ${step}, email from buyers`)}
      ),
      queued as (
        ${insertMailRows(
          ['kind', 'recipient', 'payload', 'order_id'],
          sql`select ${stateGuideNoticeKind}, buyers.email,
          jsonb_build_object('reviewId', ${reviewId}::int, 'orderId', buyers.order_id),
          buyers.order_id
        from buyers join recorded on recorded.target = buyers.email`,
        )}
        returning 1
      )
      select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}

/** Marks the review told; false when it was told already (another request came first). */
export async function setNotified(tx: Database, reviewId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(publishingReviews)
    .set({ notifiedAt: now })
    .where(and(eq(publishingReviews.id, reviewId), isNull(publishingReviews.notifiedAt)))
    .returning({ id: publishingReviews.id });
  return rows.length > 0;
}

/** The state guide of a review, as its mail names it: title, path's slug and the note. */
export async function noticeOfReview(db: Database, reviewId: number) {
  const [row] = await db
    .select({
      note: publishingReviews.note,
      status: publishingEntries.status,
      published: publishingEntries.published,
    })
    .from(publishingReviews)
    .innerJoin(publishingEntries, eq(publishingEntries.id, publishingReviews.entryId))
    .where(eq(publishingReviews.id, reviewId));
  return row;
}
