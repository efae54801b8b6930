import { Hono } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { parseQuery } from '#server/http/parse-query.ts';
import { rateLimit } from '#server/http/rate-limit.ts';
import { rateLimitRules } from '#server/http/rate-limit-rules.ts';
import { checkoutQuoteQuerySchema } from '#shared/contracts/discount-codes.ts';
import { quoteDiscount } from './discount-quote.ts';

/** `GET /api/checkout/quote?code=`: what the checkout would charge with a code, now. */
export function checkoutQuoteRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();

  routes.get('/checkout/quote', rateLimit(ctx.db, rateLimitRules.checkoutQuote), async (c) => {
    // A code's answer changes with its uses and dates: never kept by a cache.
    c.header('Cache-Control', 'no-store');
    const { code } = parseQuery(c, checkoutQuoteQuerySchema);
    return c.json(await quoteDiscount(ctx, code));
  });

  return routes;
}
