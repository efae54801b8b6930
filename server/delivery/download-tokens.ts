import { randomBytes } from 'node:crypto';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import {
  countDownload,
  findRecentDownload,
  findTokenState,
  insertDownloadEvent,
  insertTokenOnce,
  type TokenState,
} from './delivery-repository.ts';

export type GoneReason = 'expired' | 'used_up' | 'refunded';

export type DownloadCheck =
  | {
      status: 'ok';
      order: { id: string; customerEmail: string };
      /** Left after this request: a consumed download is already subtracted. */
      downloadsLeft: number;
      expiresAt: Date;
    }
  | { status: 'not_found' }
  | { status: 'gone'; reason: GoneReason };

type Allowed = Extract<DownloadCheck, { status: 'ok' }>;

/** A counted download carries its receipt: the key to fetch that copy for a short while. */
export type ConsumedDownload = Exclude<DownloadCheck, Allowed> | (Allowed & { receipt: number });

const dayMs = 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-]. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string could be a token at all; checked before any query. */
export function isDownloadTokenFormat(token: string): boolean {
  return tokenPattern.test(token);
}

export function downloadUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/download/${token}`;
}

/**
 * The order's download token, made on the first call and the same ever after: its delivery
 * link, or with `guideFileId` the newer link the notice of that guide version carries, with the
 * same limits. Safe inside the transaction that completes the order (pass its handle).
 */
export async function issueDownloadToken(
  db: Database,
  orderId: string,
  now: Date = new Date(),
  guideFileId?: string,
): Promise<string> {
  return insertTokenOnce(db, {
    token: randomBytes(32).toString('base64url'),
    orderId,
    expiresAt: new Date(now.getTime() + productDefaults.offer.delivery.linkValidDays * dayMs),
    maxDownloads: productDefaults.offer.delivery.downloadLimit,
    ...(guideFileId ? { guideFileId } : {}),
  });
}

function allowed(state: TokenState): Allowed {
  return {
    status: 'ok',
    order: { id: state.orderId, customerEmail: state.customerEmail },
    downloadsLeft: state.maxDownloads - state.downloadsUsed,
    expiresAt: state.expiresAt,
  };
}

function classify(state: TokenState | undefined, now: Date): DownloadCheck {
  if (!state) return { status: 'not_found' };
  if (state.orderStatus === 'refunded') return { status: 'gone', reason: 'refunded' };
  // Tokens are made when an order completes; any other status means no valid purchase.
  if (state.orderStatus !== 'completed') return { status: 'not_found' };
  if (state.expiresAt.getTime() <= now.getTime()) return { status: 'gone', reason: 'expired' };
  if (state.downloadsUsed >= state.maxDownloads) return { status: 'gone', reason: 'used_up' };
  return allowed(state);
}

/** What a download would answer now, without using one (for the page behind the link). */
export async function inspectDownloadToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<DownloadCheck> {
  return classify(await findTokenState(db, token), now);
}

export interface DownloadRequest {
  token: string;
  ip: string | null;
  userAgent: string | null;
  now?: Date;
}

/**
 * Uses one download, atomically, and records who took it (evidence for a payment
 * dispute). The count and its record are stored together or not at all.
 */
export async function consumeDownload(
  db: Database,
  { token, ip, userAgent, now = new Date() }: DownloadRequest,
): Promise<ConsumedDownload> {
  const counted = await inTransaction(db, async (tx) => {
    const state = await countDownload(tx, token, now);
    if (!state) return undefined;
    const receipt = await insertDownloadEvent(tx, {
      orderId: state.orderId,
      at: now,
      ip,
      userAgent,
    });
    return { state, receipt };
  });
  if (counted) return { ...allowed(counted.state), receipt: counted.receipt };
  // Refused: read the token again to tell the caller why. Only a concurrent change
  // could make it look usable now; a refusal still never hands out the file.
  const check = classify(await findTokenState(db, token), now);
  return check.status === 'ok' ? { status: 'gone', reason: 'used_up' } : check;
}

/** How long the copy of a counted download can be fetched: long enough to retry a failed start. */
export const receiptValidMs = 5 * 60 * 1000;

/**
 * The copy of a download counted a moment ago, without counting again: the download
 * page counts on its POST and then fetches the file by GET (a script-free refresh), so
 * the page can show the new count. Only the buyer sees the receipt, never a mail scanner.
 */
export async function redeemDownloadReceipt(
  db: Database,
  token: string,
  receipt: number,
  now: Date = new Date(),
): Promise<DownloadCheck> {
  const state = await findRecentDownload(
    db,
    token,
    receipt,
    new Date(now.getTime() - receiptValidMs),
  );
  if (state?.orderStatus === 'refunded') return { status: 'gone', reason: 'refunded' };
  return state?.orderStatus === 'completed' ? allowed(state) : { status: 'not_found' };
}
