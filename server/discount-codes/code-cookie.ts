import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps, type CookieConfig } from '#server/auth/token-cookie.ts';
import { isApiPath } from '#server/http/api-path.ts';
import { pages } from '#content/pages.ts';
import { isAdminPath } from '#shared/admin-path.ts';
import {
  codeOfShape,
  discountCodeCookieMaxAgeSeconds,
  discountCodeCookieName,
} from '#shared/discount-code-cookie.ts';
import { discountCodeParam, discountCodeParamOf } from '#shared/discount-code-param.ts';

/**
 * Keeps a campaign's `?code=` from any public page in the `discount_code` cookie, so the
 * checkout applies it later; an empty `?code=` (the checkout's Remove) clears it. Addresses
 * with a query string are never cached, so no shared page carries the cookie.
 *
 * The plain `/checkout` is a cached page: a visitor holding a code is sent to
 * `/checkout?code=…` instead, rendered for them alone, rather than served everyone's copy.
 */
export function discountCodeCookie(config: CookieConfig): MiddlewareHandler {
  const checkoutPath = pages.checkout.path;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!isRead || isApiPath(url.pathname) || isAdminPath(url.pathname)) return next();
    const given = discountCodeParamOf(url.search);
    if (given === null) {
      const kept = codeOfShape(getCookie(c, discountCodeCookieName));
      if (kept && url.pathname === checkoutPath && url.search === '') {
        c.header('Cache-Control', 'private, no-store');
        return c.redirect(
          `${checkoutPath}?${new URLSearchParams({ [discountCodeParam]: kept })}`,
          302,
        );
      }
      return next();
    }
    await next();
    const code = codeOfShape(given);
    if (given.trim() === '') deleteCookie(c, discountCodeCookieName, { path: '/' });
    else if (code)
      setCookie(c, discountCodeCookieName, code, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(config),
        maxAge: discountCodeCookieMaxAgeSeconds,
      });
  };
}
