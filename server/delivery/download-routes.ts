import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { serverPage } from '#server/http/server-page.tsx';
import { downloadPage, refusalPage } from './download-pages.tsx';
import { countDownloadForLater, downloadGuide, redeemedCopy } from './download-service.ts';
import {
  inspectDownloadToken,
  isDownloadTokenFormat,
  type DownloadCheck,
} from './download-tokens.ts';
import { guideFileName } from './guide-source.ts';

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
    serverPage(c, refusalPage(check, ctx.settings.current().supportEmail));

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
    return serverPage(c, downloadPage(check, c.req.path));
  });

  routes.post('/:token', async (c) => {
    const token = c.req.param('token');
    if (!isDownloadTokenFormat(token)) return refuse(c, { status: 'not_found' });
    const request = { token, ip: clientIp(c), userAgent: c.req.header('User-Agent') ?? null };
    if (c.req.query('show') !== 'page') {
      const download = await downloadGuide(ctx, request);
      return download.status === 'ok' ? pdfResponse(c, download.pdf) : refuse(c, download);
    }
    const counted = await countDownloadForLater(ctx, request);
    if (counted.status !== 'ok') return refuse(c, counted);
    // Should fetching the copy fail, the receipt lets the buyer try again for free.
    const file = `${c.req.path}/file/${counted.receipt}`;
    return serverPage(c, downloadPage(counted, c.req.path, file));
  });

  // The copy a page POST counted a moment ago; anything else goes back to the page.
  routes.get('/:token/file/:receipt', async (c) => {
    const { token, receipt } = c.req.param();
    if (!isDownloadTokenFormat(token) || !/^\d{1,9}$/.test(receipt))
      return refuse(c, { status: 'not_found' });
    const pdf = await redeemedCopy(ctx, token, Number(receipt));
    return pdf ? pdfResponse(c, pdf) : c.redirect(`/download/${token}`, 303);
  });

  return routes;
}
