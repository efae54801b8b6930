import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { clientIp } from '#server/http/client-ip.ts';
import { bodyWithin } from '#server/http/body-limit.ts';
import { isFormPost, readFormBody } from '#server/http/form-body.ts';
import { malformedFormPage, requestTooLargePage } from '#server/http/refusal-pages.tsx';
import { serverPage } from '#server/http/server-page.tsx';
import { unknownLinkPage } from '#server/http/unknown-link-page.tsx';
import {
  alreadyConfirmedPage,
  confirmedPage,
  confirmLinkWithdrawnPage,
  confirmPromptPage,
  unsubscribedPage,
  unsubscribePromptPage,
} from './newsletter-pages.tsx';
import { confirm, subscriptionStatus, unsubscribe } from './newsletter-service.ts';

/** Where these pages are mounted; the links in newsletter mail point here. */
export const newsletterPath = '/newsletter';

/**
 * RFC 8058 one-click unsubscribe: mail providers POST to the List-Unsubscribe URL from
 * their own servers, with no Origin of ours. The token in that URL is what authorises it.
 */
export const isOneClickUnsubscribe = (c: Context): boolean =>
  c.req.method === 'POST' &&
  c.req.path === `${newsletterPath}/unsubscribe` &&
  (c.req.query('token') ?? '') !== '';

/**
 * A POST's token: from the form (our pages) or the query string (RFC 8058 one-click
 * requests to the mail's link); undefined when the form body cannot be read.
 */
async function tokenOf(c: Context): Promise<string | undefined> {
  // A one-click request need not carry a form: its token is in the address.
  const body = isFormPost(c) ? await readFormBody(c) : {};
  if (!body) return undefined;
  const token = typeof body.token === 'string' ? body.token : c.req.query('token');
  return token ?? '';
}

/**
 * `/newsletter/confirm` and `/newsletter/unsubscribe`. A GET only shows a button and never
 * changes anything, because mail scanners open every link; the button's POST does the work.
 * POST /unsubscribe also takes RFC 8058 one-click requests (`List-Unsubscribe=One-Click`).
 */
export function newsletterRoutes(ctx: ServerContext): Hono {
  const routes = new Hono();
  // The support address is a setting: read when the page is made, so a change shows at once.
  const unknownLink = () => unknownLinkPage(ctx.settings.current().supportEmail);
  // The forms post a token and nothing else; a larger body is not one of ours.
  const tooLarge = requestTooLargePage();
  const smallBody = bodyWithin(4096, (c) => serverPage(c, tooLarge));

  routes.get('/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const status = await subscriptionStatus(ctx, { confirmToken: token });
    if (status === 'pending') return serverPage(c, confirmPromptPage(token));
    if (status === 'confirmed') return serverPage(c, alreadyConfirmedPage);
    return serverPage(c, status === 'unsubscribed' ? confirmLinkWithdrawnPage : unknownLink());
  });

  routes.post('/confirm', smallBody, async (c) => {
    const token = await tokenOf(c);
    if (token === undefined) return serverPage(c, malformedFormPage);
    const outcome = await confirm(ctx, { token, ip: clientIp(c) });
    const pages = {
      confirmed: confirmedPage,
      'already-confirmed': alreadyConfirmedPage,
      unsubscribed: confirmLinkWithdrawnPage,
      unknown: unknownLink(),
    };
    return serverPage(c, pages[outcome]);
  });

  routes.get('/unsubscribe', async (c) => {
    const token = c.req.query('token') ?? '';
    const status = await subscriptionStatus(ctx, { unsubscribeToken: token });
    if (status === 'unknown') return serverPage(c, unknownLink());
    // Already unsubscribed: say so rather than offer a button that would change nothing.
    if (status === 'unsubscribed') return serverPage(c, unsubscribedPage);
    return serverPage(c, unsubscribePromptPage(token));
  });

  routes.post('/unsubscribe', smallBody, async (c) => {
    const token = await tokenOf(c);
    if (token === undefined) return serverPage(c, malformedFormPage);
    const outcome = await unsubscribe(ctx, token);
    // A repeated one-click request succeeds too: the address is unsubscribed either way.
    return serverPage(c, outcome === 'unknown' ? unknownLink() : unsubscribedPage);
  });

  return routes;
}
