import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { requestTooLargePage } from '#server/http/refusal-pages.tsx';
import { serverPage } from '#server/http/server-page.tsx';
import { unknownLinkPage } from '#server/http/unknown-link-page.tsx';
import { reviewOptOutPath } from './review-links.ts';
import { stoppedPage, stopPromptPage } from './review-opt-out-pages.tsx';
import { knownOptOutLink, stopReviewRequests } from './review-submission-service.ts';

/** Where these pages are mounted: the stop link's path without its last segment. */
export const reviewOptOutPrefix = reviewOptOutPath.slice(0, reviewOptOutPath.lastIndexOf('/'));

/**
 * RFC 8058 one-click: mail providers POST to the List-Unsubscribe URL from their own servers,
 * with no Origin of ours. The token in that URL is what authorises it.
 */
export const isReviewOptOutOneClick = (c: Context): boolean =>
  c.req.method === 'POST' && c.req.path === reviewOptOutPath && (c.req.query('token') ?? '') !== '';

/**
 * `/review-requests/stop?token=`: a GET only shows a button (mail scanners open every link);
 * its POST, or a mail client's one-click POST, stops review requests to the address.
 */
export function reviewOptOutRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  // The support address is a setting: read when the page is made, so a change shows at once.
  const unknownLink = () => unknownLinkPage(ctx.settings.current().supportEmail);
  // The token is in the address: a body is neither needed nor read.
  const smallBody = bodyWithin(4096, (c) => serverPage(c, requestTooLargePage()));

  routes.get('/stop', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!(await knownOptOutLink(ctx, token))) return serverPage(c, unknownLink());
    return serverPage(c, stopPromptPage(token));
  });

  routes.post('/stop', smallBody, async (c) => {
    const outcome = await stopReviewRequests(ctx, c.req.query('token') ?? '');
    // A repeated request succeeds too: the address is opted out either way.
    return serverPage(c, outcome === 'unknown' ? unknownLink() : stoppedPage);
  });

  return routes;
}
