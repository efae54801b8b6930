import type { ServerContext } from '#server/context.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { lockLibraryOrder } from '#server/orders/orders.ts';
import {
  countLibraryDownloads,
  deleteLibraryDownload,
  insertLibraryDownload,
} from '#server/delivery/library-downloads-repository.ts';
import { downloadDayStart } from './library-service.ts';

export type LibraryDownload =
  | { status: 'ok'; pdf: Uint8Array<ArrayBuffer> }
  | { status: 'not_yours' }
  | { status: 'refunded' }
  | { status: 'limit' };

type DownloadContext = Pick<ServerContext, 'db' | 'clock' | 'settings' | 'guideCopies' | 'logger'>;

/**
 * A download from the library: the order must be the signed-in address's and completed, and
 * within its own daily limit (apart from the mailed link's). Counted first, under the order's
 * lock, so no request gets work done past the limit; the copy is the order's stamp of the guide
 * delivered now, made again when the guide changed. A failed copy gives the download back.
 */
export async function downloadFromLibrary(
  ctx: DownloadContext,
  request: { email: string; orderId: string; ip: string; userAgent: string | null },
): Promise<LibraryDownload> {
  const perDay = ctx.settings.current().offer.delivery.libraryDownloadsPerDay;
  const now = ctx.clock();
  const counted = await inTransaction(ctx.db, async (tx) => {
    const order = await lockLibraryOrder(tx, request.email, request.orderId);
    if (!order) return { status: 'not_yours' as const };
    if (order.status !== 'completed') return { status: 'refunded' as const };
    const used = await countLibraryDownloads(tx, [order.id], downloadDayStart(now));
    if ((used.get(order.id) ?? 0) >= perDay) return { status: 'limit' as const };
    const receipt = await insertLibraryDownload(tx, {
      orderId: order.id,
      at: now,
      ip: request.ip,
      userAgent: request.userAgent,
    });
    return { status: 'ok' as const, order, receipt };
  });
  if (counted.status !== 'ok') return counted;
  const { order, receipt } = counted;
  try {
    const pdf = await ctx.guideCopies.forOrder(order);
    ctx.logger.info({ orderId: order.id, via: 'library' }, 'guide downloaded');
    return { status: 'ok', pdf };
  } catch (error) {
    await deleteLibraryDownload(ctx.db, receipt);
    throw error;
  }
}
