import type { ServerContext } from '#server/context.ts';
import { uncountDownload } from './delivery-repository.ts';
import { consumeDownload, redeemDownloadReceipt, type DownloadCheck } from './download-tokens.ts';

type Refusal = Exclude<DownloadCheck, { status: 'ok' }>;
type Counted = Extract<DownloadCheck, { status: 'ok' }> & { receipt: number };

type DownloadContext = Pick<ServerContext, 'db' | 'logger' | 'guideCopies'>;

export interface DownloadRequest {
  token: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Counts one download and answers the buyer's stamped copy with it. Counted first, so no
 * request gets any work done past the link's limit; should the copy fail on our side, the
 * download is given back, so a failure costs the buyer nothing.
 */
export async function downloadGuide(
  ctx: DownloadContext,
  request: DownloadRequest,
): Promise<{ status: 'ok'; pdf: Uint8Array<ArrayBuffer> } | Refusal> {
  const counted = await countDownloadForLater(ctx, request);
  if (counted.status !== 'ok') return counted;
  try {
    return { status: 'ok', pdf: await ctx.guideCopies.forOrder(counted.order) };
  } catch (error) {
    await uncountDownload(ctx.db, counted.receipt, request.token);
    throw error;
  }
}

/**
 * Counts one download; its copy is fetched with the receipt (at once by `downloadGuide`, a
 * moment later by the download page, which shows the new count first).
 */
export async function countDownloadForLater(
  ctx: DownloadContext,
  request: DownloadRequest,
): Promise<Counted | Refusal> {
  const consumed = await consumeDownload(ctx.db, request);
  if (consumed.status !== 'ok') return consumed;
  ctx.logger.info(
    { orderId: consumed.order.id, downloadsLeft: consumed.downloadsLeft },
    'guide downloaded',
  );
  return consumed;
}

/** The copy a download page counted a moment ago; undefined for any other receipt. */
export async function redeemedCopy(
  ctx: DownloadContext,
  token: string,
  receipt: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const check = await redeemDownloadReceipt(ctx.db, token, receipt);
  return check.status === 'ok' ? ctx.guideCopies.forOrder(check.order) : undefined;
}
