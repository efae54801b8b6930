import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { serverPage } from '#server/http/server-page.tsx';
import { receiptPaths } from '#shared/contracts/library.ts';
import { receiptNotFoundPage, receiptPage } from './receipt-page.tsx';
import { receiptOf } from './receipt-service.ts';

/**
 * A paid order's receipt, mounted at /receipt: `/:token` as a page, `/:token/pdf` as a PDF.
 * The token in the address is the only key, and the receipt names the buyer.
 */
export function receiptRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  // Keep the token out of Referer headers and out of every cache (the page's links leave it).
  routes.use('*', async (c, next) => {
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex, nofollow');
    await next();
  });

  routes.get('/:token', async (c) => {
    const token = c.req.param('token');
    const facts = await receiptOf(ctx, token);
    if (!facts) return serverPage(c, receiptNotFoundPage);
    return serverPage(c, receiptPage(facts, receiptPaths.pdf(token)));
  });

  routes.get('/:token/pdf', async (c) => {
    const facts = await receiptOf(ctx, c.req.param('token'));
    if (!facts) return serverPage(c, receiptNotFoundPage);
    // Drawn in the PDF worker, like every PDF the server writes: no pdf-lib on this thread.
    const pdf = await ctx.pdf.receipt(facts);
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="receipt-${facts.orderId}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
