import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { simplePage } from '#server/http/simple-page.ts';
import { downloadPage, refusalPage } from './download-pages.ts';
import {
  consumeDownload,
  inspectDownloadToken,
  isDownloadTokenFormat,
  redeemDownloadReceipt,
  type DownloadCheck,
} from './download-tokens.ts';
import { guideFileName, loadGuidePdf } from './guide-source.ts';
import { stampGuide } from './stamp-guide.ts';

/**
 * The buyer's download link, mounted at /download. GET only shows a page: mail
 * scanners and link previews follow links, and must not use up the downloads.
 * A POST counts a download: the result page's button gets the stamped PDF as its
 * answer; the download page's own form (`?show=page`) gets the page again with the
 * new count, which fetches the counted copy from a short-lived file URL.
 */
export function downloadRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  const refuse = (c: Context, check: Exclude<DownloadCheck, { status: 'ok' }>) =>
    simplePage(c, refusalPage(check, ctx.config.supportEmail));

  async function stampedGuide(order: { id: string; customerEmail: string }) {
    const guide = await loadGuidePdf(ctx.config.dataDir);
    const pdf = await stampGuide(guide.bytes, { email: order.customerEmail, orderId: order.id });
    return { pdf, isPlaceholder: guide.isPlaceholder };
  }

  const pdfResponse = (c: Context, pdf: Uint8Array<ArrayBuffer>) =>
    c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${guideFileName}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    });

  // The token is the only key to the file: keep it out of Referer headers.
  routes.use('*', async (c, next) => {
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  routes.get('/:token', async (c) => {
    const token = c.req.param('token');
    // Junk never reaches the database.
    if (!isDownloadTokenFormat(token)) return refuse(c, { status: 'not_found' });
    const check = await inspectDownloadToken(ctx.db, token);
    if (check.status !== 'ok') return refuse(c, check);
    return simplePage(c, downloadPage(check, c.req.path));
  });

  routes.post('/:token', async (c) => {
    const token = c.req.param('token');
    if (!isDownloadTokenFormat(token)) return refuse(c, { status: 'not_found' });
    const check = await inspectDownloadToken(ctx.db, token);
    if (check.status !== 'ok') return refuse(c, check);
    const showPage = c.req.query('show') === 'page';
    // Stamp before counting: a download that fails on our side costs the buyer nothing.
    const guide = showPage ? undefined : await stampedGuide(check.order);
    const consumed = await consumeDownload(ctx.db, {
      token,
      ip: clientIp(c),
      userAgent: c.req.header('User-Agent') ?? null,
    });
    if (consumed.status !== 'ok') return refuse(c, consumed);
    ctx.logger.info(
      {
        orderId: consumed.order.id,
        downloadsLeft: consumed.downloadsLeft,
        placeholder: guide?.isPlaceholder,
      },
      'guide downloaded',
    );
    if (!guide) {
      // The copy is stamped when its file URL is fetched; should that fail, the receipt
      // lets the buyer try again without using another download.
      const file = `${c.req.path}/file/${consumed.receipt}`;
      return simplePage(c, downloadPage(consumed, c.req.path, file));
    }
    return pdfResponse(c, guide.pdf);
  });

  // The copy a page POST counted a moment ago; anything else goes back to the page.
  routes.get('/:token/file/:receipt', async (c) => {
    const { token, receipt } = c.req.param();
    if (!isDownloadTokenFormat(token) || !/^\d{1,9}$/.test(receipt))
      return refuse(c, { status: 'not_found' });
    const check = await redeemDownloadReceipt(ctx.db, token, Number(receipt));
    if (check.status !== 'ok') return c.redirect(`/download/${token}`, 303);
    return pdfResponse(c, (await stampedGuide(check.order)).pdf);
  });

  return routes;
}
