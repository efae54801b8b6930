import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, downloadTokens, type OrderStatus } from '#server/db/schema.ts';
import {
  joinedOrder,
  joinedOrderCompleted,
  joinOrderOf,
} from '#server/orders/order-parts-repository.ts';

export interface NewDownloadToken {
  token: string;
  orderId: string;
  expiresAt: Date;
  maxDownloads: number;
  /** The guide version an update notice's link was made for; absent for the delivery link. */
  guideFileId?: string;
}

/** A token with what decides whether it still works. */
export interface TokenState {
  orderId: string;
  customerEmail: string;
  orderStatus: OrderStatus;
  expiresAt: Date;
  maxDownloads: number;
  downloadsUsed: number;
}

const tokenState = {
  orderId: joinedOrder.id,
  customerEmail: joinedOrder.customerEmail,
  orderStatus: joinedOrder.status,
  expiresAt: downloadTokens.expiresAt,
  maxDownloads: downloadTokens.maxDownloads,
  downloadsUsed: downloadTokens.downloadsUsed,
};

/**
 * Stores the order's link unless it has one already for the same purpose (its delivery, or the
 * notice of one guide version); answers the token the order has for it.
 */
export async function insertTokenOnce(db: Database, token: NewDownloadToken): Promise<string> {
  const guideFileId = token.guideFileId ?? null;
  await db
    .insert(downloadTokens)
    .values({ ...token, guideFileId })
    .onConflictDoNothing({ target: [downloadTokens.orderId, downloadTokens.guideFileId] });
  const [row] = await db
    .select({ token: downloadTokens.token })
    .from(downloadTokens)
    .where(
      and(
        eq(downloadTokens.orderId, token.orderId),
        guideFileId === null
          ? isNull(downloadTokens.guideFileId)
          : eq(downloadTokens.guideFileId, guideFileId),
      ),
    );
  if (!row) throw new Error(`No download token for order ${token.orderId} after inserting one`);
  return row.token;
}

export async function findTokenState(db: Database, token: string): Promise<TokenState | undefined> {
  const tokenOrder = joinOrderOf(downloadTokens.orderId);
  const [row] = await db
    .select(tokenState)
    .from(downloadTokens)
    .innerJoin(tokenOrder.table, tokenOrder.on)
    .where(eq(downloadTokens.token, token));
  return row;
}

/**
 * Counts one download if the token still allows it, in one statement: concurrent
 * requests queue on the row lock and each re-checks the limit, so the limit holds.
 */
export async function countDownload(
  db: Database,
  token: string,
  now: Date,
): Promise<TokenState | undefined> {
  const tokenOrder = joinOrderOf(downloadTokens.orderId);
  const [row] = await db
    .update(downloadTokens)
    .set({ downloadsUsed: sql`${downloadTokens.downloadsUsed} + 1` })
    .from(tokenOrder.table)
    .where(
      and(
        eq(downloadTokens.token, token),
        tokenOrder.on,
        joinedOrderCompleted,
        lt(downloadTokens.downloadsUsed, downloadTokens.maxDownloads),
        gt(downloadTokens.expiresAt, now),
      ),
    )
    .returning(tokenState);
  return row;
}

/** Records a download; answers the record's id, the receipt for fetching the counted file. */
export async function insertDownloadEvent(
  db: Database,
  event: { orderId: string; at: Date; ip: string | null; userAgent: string | null },
): Promise<number> {
  const [row] = await db.insert(downloadEvents).values(event).returning({ id: downloadEvents.id });
  if (!row) throw new Error(`No download event recorded for order ${event.orderId}`);
  return row.id;
}

/**
 * Undoes a counted download whose copy could not be made: its record goes and the count of
 * the link it was counted on drops by one, in one transaction.
 */
export async function uncountDownload(db: Database, receipt: number, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .delete(downloadEvents)
      .where(eq(downloadEvents.id, receipt))
      .returning({ orderId: downloadEvents.orderId });
    if (!event) return;
    await tx
      .update(downloadTokens)
      .set({ downloadsUsed: sql`${downloadTokens.downloadsUsed} - 1` })
      .where(
        and(
          eq(downloadTokens.token, token),
          eq(downloadTokens.orderId, event.orderId),
          gt(downloadTokens.downloadsUsed, 0),
        ),
      );
  });
}

/** The token's state, if `receipt` is a download counted on it after `since`. */
export async function findRecentDownload(
  db: Database,
  token: string,
  receipt: number,
  since: Date,
): Promise<TokenState | undefined> {
  const eventOrder = joinOrderOf(downloadEvents.orderId);
  const [row] = await db
    .select(tokenState)
    .from(downloadEvents)
    .innerJoin(downloadTokens, eq(downloadTokens.orderId, downloadEvents.orderId))
    .innerJoin(eventOrder.table, eventOrder.on)
    .where(
      and(
        eq(downloadEvents.id, receipt),
        eq(downloadTokens.token, token),
        gt(downloadEvents.at, since),
      ),
    );
  return row;
}
