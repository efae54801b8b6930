import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { guideFileName } from '#server/delivery/guide-source.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { clientIp, rateLimitKey } from '#server/http/client-ip.ts';
import { createRateLimiter } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { requestTooLargePage } from '#server/http/refusal-pages.tsx';
import { serverPage } from '#server/http/server-page.tsx';
import { issuedIdPattern } from '#server/db/issued-ids.ts';
import { personExportDownload } from '#server/privacy/privacy-export-download.ts';
import { personExport } from '#server/privacy/privacy-export-service.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { clearLibraryCookie, readLibraryCookie, writeLibraryCookie } from './library-cookie.ts';
import { downloadFromLibrary } from './library-download-service.ts';
import {
  downloadLimitPage,
  expiredLinkPage,
  notYourOrderPage,
  refundedOrderPage,
  signInPromptPage,
} from './library-pages.tsx';
import { librarySessionEmail, signInWithLink, signOutOfLibrary } from './library-service.ts';

const orderIdPattern = issuedIdPattern('ord');

/**
 * The library's links and buttons, mounted at /library (the page itself is React's): the mailed
 * link's page and its POST, which signs in; the download of an order; the buyer's own data
 * (decision 109: the session's address only, whatever the request says); sign-out. A GET never
 * uses a token (mail scanners open links); every POST passed the same-origin check first.
 */
export function libraryRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  // Our forms post a token or nothing; a larger body is not one of ours.
  const smallBody = bodyWithin(4096, (c) => serverPage(c, requestTooLargePage()));
  const backToLibrary = (c: Context) => c.redirect(libraryPaths.page, 303);
  const dataExportLimit = createRateLimiter(ctx.db, rateLimitRules.libraryDataExport);

  // The link's token must not leave in a Referer header.
  routes.use('*', async (c, next) => {
    c.header('Referrer-Policy', 'no-referrer');
    await next();
  });

  routes.get('/sign-in/:token', (c) => serverPage(c, signInPromptPage(c.req.param('token'))));

  routes.post('/sign-in/:token', smallBody, async (c) => {
    const session = await signInWithLink(ctx, c.req.param('token'));
    if (!session) return serverPage(c, expiredLinkPage);
    writeLibraryCookie(c, ctx.config, session.token);
    return backToLibrary(c);
  });

  routes.post('/orders/:orderId/download', smallBody, async (c) => {
    const email = await librarySessionEmail(ctx, readLibraryCookie(c));
    if (!email) return backToLibrary(c);
    const orderId = c.req.param('orderId');
    if (!orderIdPattern.test(orderId)) return serverPage(c, notYourOrderPage);
    const download = await downloadFromLibrary(ctx, {
      email,
      orderId,
      ip: clientIp(c),
      userAgent: c.req.header('User-Agent') ?? null,
    });
    if (download.status === 'not_yours') return serverPage(c, notYourOrderPage);
    if (download.status === 'refunded') return serverPage(c, refundedOrderPage);
    if (download.status === 'limit') {
      const perDay = ctx.settings.current().offer.delivery.libraryDownloadsPerDay;
      return serverPage(c, downloadLimitPage(perDay));
    }
    return pdfResponse(c, download.pdf);
  });

  routes.post('/my-data', smallBody, async (c) => {
    const email = await librarySessionEmail(ctx, readLibraryCookie(c));
    if (!email) return backToLibrary(c);
    await dataExportLimit.consume(rateLimitKey(clientIp(c)));
    return personExportDownload(c, await personExport(ctx, email));
  });

  routes.post('/sign-out', smallBody, async (c) => {
    await signOutOfLibrary(ctx, readLibraryCookie(c));
    clearLibraryCookie(c, ctx.config);
    return backToLibrary(c);
  });

  return routes;
}

function pdfResponse(c: Context, pdf: Uint8Array<ArrayBuffer>): Response {
  return c.body(pdf, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${guideFileName}"`,
    'Content-Length': String(pdf.byteLength),
    'Cache-Control': 'private, no-store',
  });
}
