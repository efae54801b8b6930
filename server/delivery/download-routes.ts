import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { simplePage } from '#server/http/simple-page.ts';
import { downloadPage, refusalPage } from './download-pages.ts';
import { downloadGuide } from './download-service.ts';
import {
  inspectDownloadToken,
  isDownloadTokenFormat,
  type DownloadCheck,
} from './download-tokens.ts';
import { guideFileName } from './guide-source.ts';

/**
 * The buyer's download link, mounted at /download. GET only shows a page: mail
 * scanners and link previews follow links, and must not use up the downloads.
 * The Download button POSTs to the same URL, which answers the stamped PDF.
 */
export function downloadRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  const refuse = (c: Context, check: Exclude<DownloadCheck, { status: 'ok' }>) =>
    simplePage(c, refusalPage(check, ctx.config.supportEmail));

  // The token is the only key to the file: keep it out of Referer headers.
  routes.use('/:token', async (c, next) => {
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
    const download = await downloadGuide(ctx, {
      token,
      ip: clientIp(c),
      userAgent: c.req.header('User-Agent') ?? null,
    });
    if (download.status !== 'ok') return refuse(c, download);
    const { pdf } = download;
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${guideFileName}"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
