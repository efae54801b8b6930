import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '#server/config/env.ts';
import { errorResponse } from './error-handler.ts';
import { HttpError } from './http-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefused = new HttpError(
  403,
  'cross_site_request',
  'This request did not come from our own pages and was refused.',
);

/** A request that proves itself by what it carries (a signature, a token) may come from anywhere. */
export type Exemption = (c: Context) => boolean;

export interface SameOriginOptions {
  siteUrl: string;
  exemptions?: readonly Exemption[];
}

/**
 * On a site served from this machine (http://localhost:3000 by default) the page may be
 * opened as localhost or 127.0.0.1, on whatever port was picked: the request's own origin
 * counts as ours there, as long as it names a loopback host (a DNS-rebinding page names its own).
 */
function isOwnLoopbackOrigin(origin: URL, c: Context): boolean {
  const host = c.req.header('Host');
  return isLoopbackHost(origin.hostname) && host !== undefined && origin.host === host;
}

/**
 * Every state-changing request must come from our own pages: its `Origin` (or, where a
 * browser sent none, `Sec-Fetch-Site`) must name SITE_URL. Browsers add both to every
 * cross-site form post and fetch, and a page cannot forge them, so a form on another
 * site cannot subscribe an address, send contact mail or open a checkout. A request with
 * neither header does not come from a browser we can vouch for, and is refused too.
 */
export function sameOriginOnly({ siteUrl, exemptions = [] }: SameOriginOptions): MiddlewareHandler {
  const site = new URL(siteUrl);
  const siteIsLocal = isLoopbackHost(site.hostname) && site.protocol === 'http:';
  const isOurs = (origin: string, c: Context): boolean => {
    if (origin === site.origin) return true;
    if (!siteIsLocal || !URL.canParse(origin)) return false;
    return isOwnLoopbackOrigin(new URL(origin), c);
  };
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || exemptions.some((exempt) => exempt(c))) return next();
    const origin = c.req.header('Origin');
    const fetchSite = c.req.header('Sec-Fetch-Site');
    const allowed =
      origin !== undefined && origin !== 'null' ? isOurs(origin, c) : fetchSite === 'same-origin';
    if (!allowed) return errorResponse(c, crossSiteRefused);
    await next();
  };
}

/**
 * Every request, reads included, must not be one a browser made for another page than ours:
 * for routes where even a GET has an effect, such as an export that downloads a file and
 * writes an audit entry. A link on another site makes a signed-in admin's browser navigate
 * there with the session cookie (SameSite=Lax lets top-level navigations carry it), and
 * `sameOriginOnly` lets GETs through. Browsers mark every request with
 * `Sec-Fetch-Site`, which a page cannot forge: only `same-origin` passes, so a link on
 * another site (`cross-site`), on a sibling subdomain (`same-site`) or in a mail or chat
 * application (`none`) is refused; our own download links and fetches send `same-origin`.
 * A request without the header is not from a current browser: a script or curl, which
 * cannot carry a victim's cookie, so it passes and the session check decides. (A browser
 * too old to send the header, before Safari 16.4, is not protected by this check.)
 */
export function sameOriginFetchesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site');
    if (fetchSite !== undefined && fetchSite !== 'same-origin')
      return errorResponse(c, crossSiteRefused);
    await next();
  };
}
