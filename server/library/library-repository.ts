import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { downloadEvents, libraryLinks, librarySessions, orders } from '#server/db/schema.ts';

/** The orders a library lists: paid, whether or not refunded since. */
const listedStatuses = ['completed', 'refunded'] as const;

// `lower(customer_email) = ...` is what orders_customer_email_search_idx serves.
const ofAddress = (email: string) => sql`lower(${orders.customerEmail}) = ${email}`;

/** Whether the (lower-cased) address has an order the library would list. */
export async function hasListedOrders(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ofAddress(email), inArray(orders.status, listedStatuses)))
    .limit(1);
  return row !== undefined;
}

export async function insertLibraryLink(
  db: Database,
  link: { tokenHash: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(libraryLinks).values(link);
}

/**
 * Uses a link once, in one conditional update: of two requests with the same token only one
 * gets the address back. Undefined for an unknown, used or expired link.
 */
export async function useLibraryLink(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(libraryLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(libraryLinks.tokenHash, tokenHash),
        isNull(libraryLinks.usedAt),
        gt(libraryLinks.expiresAt, now),
      ),
    )
    .returning({ email: libraryLinks.email });
  return row?.email;
}

export async function insertLibrarySession(
  db: Database,
  session: { tokenHash: string; email: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(librarySessions).values(session);
}

/**
 * Forgets links and sessions that have expired (their `expires_at` indexes find them), so
 * the two tables hold only what can still sign someone in.
 */
export async function deleteExpiredLibraryRows(db: Database, now: Date): Promise<void> {
  await db.delete(libraryLinks).where(lt(libraryLinks.expiresAt, now));
  await db.delete(librarySessions).where(lt(librarySessions.expiresAt, now));
}

/** The address of a session that has not expired. */
export async function findLibrarySession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: librarySessions.email })
    .from(librarySessions)
    .where(and(eq(librarySessions.tokenHash, tokenHash), gt(librarySessions.expiresAt, now)));
  return row?.email;
}

export async function deleteLibrarySession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(librarySessions).where(eq(librarySessions.tokenHash, tokenHash));
}

export interface LibraryOrderRow {
  id: string;
  status: 'completed' | 'refunded';
  customerEmail: string;
  amountCents: number;
  currency: string;
  discountCode: string | null;
  discountCents: number;
  createdAt: Date;
  completedAt: Date | null;
  refundedAt: Date | null;
}

const orderColumns = {
  id: orders.id,
  status: orders.status,
  customerEmail: orders.customerEmail,
  amountCents: orders.amountCents,
  currency: orders.currency,
  discountCode: orders.discountCode,
  discountCents: orders.discountCents,
  createdAt: orders.createdAt,
  completedAt: orders.completedAt,
  refundedAt: orders.refundedAt,
};

const isListed = (row: { status: string }): row is { status: LibraryOrderRow['status'] } =>
  (listedStatuses as readonly string[]).includes(row.status);

/** The address's paid orders, newest first. */
export async function listLibraryOrders(db: Database, email: string): Promise<LibraryOrderRow[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(ofAddress(email), inArray(orders.status, listedStatuses)))
    .orderBy(desc(orders.completedAt), desc(orders.createdAt));
  return rows.filter((row): row is LibraryOrderRow => isListed(row));
}

/**
 * The address's order, locked until the transaction ends: downloads of one order take turns,
 * so two at once cannot both pass the daily limit.
 */
export async function lockLibraryOrder(
  db: Database,
  email: string,
  orderId: string,
): Promise<LibraryOrderRow | undefined> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), ofAddress(email)))
    .for('update');
  return row && isListed(row) ? { ...row, status: row.status } : undefined;
}

/** Library downloads of each order since `since` (download_events_order_id_idx). */
export async function countLibraryDownloads(
  db: Database,
  orderIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: downloadEvents.orderId, count: sql<number>`count(*)::int` })
    .from(downloadEvents)
    .where(
      and(
        inArray(downloadEvents.orderId, [...orderIds]),
        eq(downloadEvents.via, 'library'),
        gt(downloadEvents.at, since),
      ),
    )
    .groupBy(downloadEvents.orderId);
  return new Map(rows.map((row) => [row.orderId, row.count]));
}

export async function insertLibraryDownload(
  db: Database,
  event: { orderId: string; at: Date; ip: string | null; userAgent: string | null },
): Promise<number> {
  const [row] = await db
    .insert(downloadEvents)
    .values({ ...event, via: 'library' })
    .returning({ id: downloadEvents.id });
  if (!row) throw new Error(`No library download recorded for order ${event.orderId}`);
  return row.id;
}

/** Gives a counted download back when its copy could not be made. */
export async function deleteLibraryDownload(db: Database, id: number): Promise<void> {
  await db.delete(downloadEvents).where(eq(downloadEvents.id, id));
}
