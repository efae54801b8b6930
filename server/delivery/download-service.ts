import type { ServerContext } from '#server/context.ts';
import {
  consumeDownload,
  inspectDownloadToken,
  redeemDownloadReceipt,
  type DownloadCheck,
} from './download-tokens.ts';
import { loadGuidePdf } from './guide-source.ts';
import { stampGuide } from './stamp-guide.ts';

type Refusal = Exclude<DownloadCheck, { status: 'ok' }>;
type Counted = Extract<DownloadCheck, { status: 'ok' }> & { receipt: number };

export interface DownloadRequest {
  token: string;
  ip: string;
  userAgent: string | null;
}

/** The buyer's own copy: their e-mail address and order number on every page. */
async function stampedCopy(
  ctx: Pick<ServerContext, 'db'>,
  order: { id: string; customerEmail: string },
) {
  const guide = await loadGuidePdf(ctx.db);
  const pdf = await stampGuide(guide.bytes, { email: order.customerEmail, orderId: order.id });
  return { pdf, isPlaceholder: guide.isPlaceholder };
}

/**
 * Counts one download and answers the stamped copy with it. Stamped before counting: a
 * download that fails on our side costs the buyer nothing.
 */
export async function downloadGuide(
  ctx: Pick<ServerContext, 'db' | 'logger'>,
  request: DownloadRequest,
): Promise<{ status: 'ok'; pdf: Uint8Array<ArrayBuffer> } | Refusal> {
  const check = await inspectDownloadToken(ctx.db, request.token);
  if (check.status !== 'ok') return check;
  const copy = await stampedCopy(ctx, check.order);
  const consumed = await countDownload(ctx, request, copy.isPlaceholder);
  return consumed.status === 'ok' ? { status: 'ok', pdf: copy.pdf } : consumed;
}

/**
 * Counts one download whose copy is fetched a moment later with the receipt (the download
 * page, which shows the new count first).
 */
export async function countDownloadForLater(
  ctx: Pick<ServerContext, 'db' | 'logger'>,
  request: DownloadRequest,
): Promise<Counted | Refusal> {
  const check = await inspectDownloadToken(ctx.db, request.token);
  if (check.status !== 'ok') return check;
  return countDownload(ctx, request, undefined);
}

async function countDownload(
  ctx: Pick<ServerContext, 'db' | 'logger'>,
  request: DownloadRequest,
  placeholder: boolean | undefined,
): Promise<Counted | Refusal> {
  const consumed = await consumeDownload(ctx.db, request);
  if (consumed.status !== 'ok') return consumed;
  ctx.logger.info(
    { orderId: consumed.order.id, downloadsLeft: consumed.downloadsLeft, placeholder },
    'guide downloaded',
  );
  return consumed;
}

/** The copy a download page counted a moment ago; undefined for any other receipt. */
export async function redeemedCopy(
  ctx: Pick<ServerContext, 'db'>,
  token: string,
  receipt: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const check = await redeemDownloadReceipt(ctx.db, token, receipt);
  return check.status === 'ok' ? (await stampedCopy(ctx, check.order)).pdf : undefined;
}
