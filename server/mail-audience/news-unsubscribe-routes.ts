import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { requestTooLargePage } from '#server/http/refusal-pages.tsx';
import { serverPage } from '#server/http/server-page.tsx';
import { unknownLinkPage } from '#server/http/unknown-link-page.tsx';
import { newsUnsubscribePath } from './news-links.ts';
import { newsUnsubscribedPage, newsUnsubscribePromptPage } from './news-unsubscribe-pages.tsx';
import {
  newsLinkState,
  unsubscribeFromNews,
  type EndNewsSubscription,
} from './news-unsubscribe-service.ts';

/** Where these pages are mounted: the unsubscribe link's path without its last segment. */
export const newsUnsubscribePrefix = newsUnsubscribePath.slice(
  0,
  newsUnsubscribePath.lastIndexOf('/'),
);
const unsubscribeSegment = newsUnsubscribePath.slice(newsUnsubscribePrefix.length);

/**
 * RFC 8058 one-click: mail providers POST to the List-Unsubscribe URL from their own servers,
 * with no Origin of ours. The token in that URL is what authorises it.
 */
export const isNewsOneClickUnsubscribe = (c: Context): boolean =>
  c.req.method === 'POST' &&
  c.req.path === newsUnsubscribePath &&
  (c.req.query('token') ?? '') !== '';

/**
 * `/mail/unsubscribe?token=`: a GET only shows a button (mail scanners open every link); its
 * POST, or a mail client's one-click POST, stops news to the address.
 */
export function newsUnsubscribeRoutes(
  ctx: ServerContext,
  endSubscription: EndNewsSubscription,
): Hono {
  const routes = new Hono();
  // The support address is a setting: read when the page is made, so a change shows at once.
  const unknownLink = () => unknownLinkPage(ctx.settings.current().supportEmail);
  // The token is in the address: a body is neither needed nor read.
  const smallBody = bodyWithin(4096, (c) => serverPage(c, requestTooLargePage()));

  routes.get(unsubscribeSegment, async (c) => {
    const token = c.req.query('token') ?? '';
    const state = await newsLinkState(ctx, token);
    if (state === 'unknown') return serverPage(c, unknownLink());
    // Already unsubscribed: say so rather than offer a button that would change nothing.
    if (state === 'unsubscribed') return serverPage(c, newsUnsubscribedPage);
    return serverPage(c, newsUnsubscribePromptPage(token));
  });

  routes.post(unsubscribeSegment, smallBody, async (c) => {
    const outcome = await unsubscribeFromNews(ctx, c.req.query('token') ?? '', endSubscription);
    return serverPage(c, outcome === 'unknown' ? unknownLink() : newsUnsubscribedPage);
  });

  return routes;
}
