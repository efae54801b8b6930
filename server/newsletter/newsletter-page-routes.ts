import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { simplePage } from '#server/http/simple-page.ts';
import {
  alreadyConfirmedPage,
  confirmedPage,
  confirmLinkWithdrawnPage,
  confirmPromptPage,
  requestTooLargePage,
  unknownLinkPage,
  unsubscribedPage,
  unsubscribePromptPage,
} from './newsletter-pages.ts';
import { confirm, subscriptionStatus, unsubscribe } from './newsletter-service.ts';

/** The link's token: from the form (our pages) or the query string (the mail's links). */
async function tokenOf(c: Context): Promise<string> {
  const body = c.req.method === 'POST' ? await c.req.parseBody() : {};
  const token = typeof body.token === 'string' ? body.token : c.req.query('token');
  return token ?? '';
}

/**
 * `/newsletter/confirm` and `/newsletter/unsubscribe`. A GET only shows a button and never
 * changes anything, because mail scanners open every link; the button's POST does the work.
 * POST /unsubscribe also takes RFC 8058 one-click requests (`List-Unsubscribe=One-Click`).
 */
export function newsletterPageRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  const unknownLink = unknownLinkPage(ctx.config.supportEmail);
  // The forms post a token and nothing else; a larger body is not one of ours.
  const smallBody = bodyLimit({
    maxSize: 4096,
    onError: (c) => simplePage(c, requestTooLargePage),
  });

  routes.get('/confirm', async (c) => {
    const token = await tokenOf(c);
    const status = await subscriptionStatus(ctx.db, { confirmToken: token });
    if (status === 'pending') return simplePage(c, confirmPromptPage(token));
    if (status === 'confirmed') return simplePage(c, alreadyConfirmedPage);
    return simplePage(c, status === 'unsubscribed' ? confirmLinkWithdrawnPage : unknownLink);
  });

  routes.post('/confirm', smallBody, async (c) => {
    const ip = clientIp(c);
    const outcome = await confirm(ctx.db, { token: await tokenOf(c), ip });
    if (outcome === 'confirmed') ctx.mailer.nudge();
    const pages = {
      confirmed: confirmedPage,
      'already-confirmed': alreadyConfirmedPage,
      unsubscribed: confirmLinkWithdrawnPage,
      unknown: unknownLink,
    };
    return simplePage(c, pages[outcome]);
  });

  routes.get('/unsubscribe', async (c) => {
    const token = await tokenOf(c);
    const status = await subscriptionStatus(ctx.db, { unsubscribeToken: token });
    if (status === 'unknown') return simplePage(c, unknownLink);
    // Already unsubscribed: say so rather than offer a button that would change nothing.
    if (status === 'unsubscribed') return simplePage(c, unsubscribedPage);
    return simplePage(c, unsubscribePromptPage(token));
  });

  routes.post('/unsubscribe', smallBody, async (c) => {
    const outcome = await unsubscribe(ctx.db, await tokenOf(c));
    // A repeated one-click request succeeds too: the address is unsubscribed either way.
    return simplePage(c, outcome === 'unknown' ? unknownLink : unsubscribedPage);
  });

  return routes;
}
