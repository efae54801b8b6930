import { newSecretToken, tokenHash } from '#server/auth/secret-token.ts';
import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import { enqueueMail } from '#server/mail/outbox-repository.ts';
import {
  hasListedOrders,
  listLibraryOrders,
  receiptTokenOf,
  type LibraryOrderRow,
} from '#server/orders/orders.ts';
import { receiptPaths, type LibraryOrder, type LibraryView } from '#shared/contracts/library.ts';
import { countLibraryDownloads } from '#server/delivery/library-downloads-repository.ts';
import { isLibraryTokenFormat, librarySessionMs } from './library-links.ts';
import {
  deleteExpiredLibraryRows,
  deleteLibrarySession,
  findLibrarySession,
  insertLibrarySession,
  useLibraryLink,
} from './library-repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The start of the rolling day a library download counts against. */
export const downloadDayStart = (now: Date): Date => new Date(now.getTime() - dayMs);

/**
 * "Get a sign-in link": queues the mail only for an address with paid orders (completed or
 * refunded). The caller answers before this runs and alike for every address, so neither the
 * answer nor its timing tells whether the address bought; the link is made when the mail renders.
 */
export async function requestLibraryLink(
  ctx: Pick<ServerContext, 'db' | 'outbox'>,
  input: { email: string },
): Promise<'mailed' | 'no_orders'> {
  const email = input.email.toLowerCase();
  const mailed = await inTransaction(ctx.db, async (tx) => {
    if (!(await hasListedOrders(tx, email))) return false;
    await enqueueMail(tx, { kind: 'library-sign-in', recipient: email, payload: {} });
    return true;
  });
  if (!mailed) return 'no_orders';
  ctx.outbox.nudge();
  return 'mailed';
}

/**
 * Uses a mailed link once and opens a session for its address: the session's token (for the
 * cookie) and when it ends, or undefined for an unknown, used or expired link.
 */
export async function signInWithLink(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  token: string,
): Promise<{ token: string; expiresAt: Date } | undefined> {
  if (!isLibraryTokenFormat(token)) return undefined;
  const now = ctx.clock();
  return inTransaction(ctx.db, async (tx) => {
    const email = await useLibraryLink(tx, tokenHash(token), now);
    if (!email) return undefined;
    // Each sign-in sweeps what expired since the last one: the tables stay small unattended.
    await deleteExpiredLibraryRows(tx, now);
    const session = newSecretToken();
    const expiresAt = new Date(now.getTime() + librarySessionMs);
    await insertLibrarySession(tx, {
      tokenHash: tokenHash(session),
      email,
      createdAt: now,
      expiresAt,
    });
    return { token: session, expiresAt };
  });
}

/** The address a library session cookie's token stands for, while the session lasts. */
export async function librarySessionEmail(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  token: string | undefined,
): Promise<string | undefined> {
  if (!isLibraryTokenFormat(token)) return undefined;
  return findLibrarySession(ctx.db, tokenHash(token), ctx.clock());
}

export async function signOutOfLibrary(
  ctx: Pick<ServerContext, 'db'>,
  token: string | undefined,
): Promise<void> {
  if (isLibraryTokenFormat(token)) await deleteLibrarySession(ctx.db, tokenHash(token));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The address's paid orders as the library lists them, with the guide every download gives now. */
export async function libraryView(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'settings'>,
  email: string,
): Promise<LibraryView> {
  const { offer } = ctx.settings.current();
  const rows = await listLibraryOrders(ctx.db, email);
  const used = await countLibraryDownloads(
    ctx.db,
    rows.map((row) => row.id),
    downloadDayStart(ctx.clock()),
  );
  const perDay = offer.delivery.libraryDownloadsPerDay;
  const orders: LibraryOrder[] = [];
  for (const row of rows) {
    const receiptToken = await receiptTokenOf(ctx.db, row.id);
    if (!receiptToken) throw new Error(`Order ${row.id} vanished while its library was read`);
    orders.push(
      toLibraryOrder(row, {
        receiptUrl: receiptPaths.page(receiptToken),
        refundWindowDays: offer.refundWindowDays,
        downloadsLeft: Math.max(0, perDay - (used.get(row.id) ?? 0)),
        item: offer.name,
      }),
    );
  }
  const guide = await newestGuideFile(ctx.db);
  return {
    email,
    orders,
    guide: { updatedAt: iso(guide?.uploadedAt ?? null), pages: guide?.pageCount ?? offer.pages },
  };
}

function toLibraryOrder(
  row: LibraryOrderRow,
  facts: { receiptUrl: string; refundWindowDays: number; downloadsLeft: number; item: string },
): LibraryOrder {
  const completed = row.status === 'completed';
  const refundEnd =
    completed && row.completedAt
      ? new Date(row.completedAt.getTime() + facts.refundWindowDays * dayMs)
      : null;
  return {
    id: row.id,
    purchasedAt: (row.completedAt ?? row.createdAt).toISOString(),
    item: facts.item,
    paid: row.amountCents / 100,
    discount: row.discountCents / 100,
    discountCode: row.discountCode,
    currency: row.currency,
    status: row.status,
    refundedAt: iso(row.refundedAt),
    refundWindowEndsAt: iso(refundEnd),
    receiptUrl: facts.receiptUrl,
    downloadsLeftToday: completed ? facts.downloadsLeft : 0,
  };
}
