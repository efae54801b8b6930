import type { ServerContext } from '#server/context.ts';
import { consumeDownload, inspectDownloadToken, type DownloadCheck } from './download-tokens.ts';
import { loadGuidePdf } from './guide-source.ts';
import { stampGuide } from './stamp-guide.ts';

export type GuideDownload =
  { status: 'ok'; pdf: Uint8Array<ArrayBuffer> } | Exclude<DownloadCheck, { status: 'ok' }>;

/**
 * The buyer's stamped copy of the guide, counted against the link. Stamped before counting:
 * a download that fails on our side costs the buyer nothing.
 */
export async function downloadGuide(
  ctx: Pick<ServerContext, 'db' | 'config' | 'logger'>,
  request: { token: string; ip: string; userAgent: string | null },
): Promise<GuideDownload> {
  const check = await inspectDownloadToken(ctx.db, request.token);
  if (check.status !== 'ok') return check;
  const guide = await loadGuidePdf(ctx.config.dataDir);
  const pdf = await stampGuide(guide.bytes, {
    email: check.order.customerEmail,
    orderId: check.order.id,
  });
  const consumed = await consumeDownload(ctx.db, request);
  if (consumed.status !== 'ok') return consumed;
  ctx.logger.info(
    {
      orderId: consumed.order.id,
      downloadsLeft: consumed.downloadsLeft,
      placeholder: guide.isPlaceholder,
    },
    'guide downloaded',
  );
  return { status: 'ok', pdf };
}
