import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps, type CookieConfig } from '#server/auth/token-cookie.ts';
import { libraryCookieName, libraryPaths } from '#shared/contracts/library.ts';
import { librarySessionMs } from './library-links.ts';

// Path=/library: the session reaches the library's pages and nothing else, and it cannot
// carry the `__Host-` prefix (which demands Path=/), so its name is the same on http and https.
const options = (config: CookieConfig) => ({
  httpOnly: true,
  sameSite: 'Lax' as const,
  path: libraryPaths.page,
  secure: isHttps(config),
});

/** The session token a request carries; a value longer than any token is ignored. */
export function readLibraryCookie(c: Context): string | undefined {
  const value = getCookie(c, libraryCookieName);
  return value && value.length <= 100 ? value : undefined;
}

export function writeLibraryCookie(c: Context, config: CookieConfig, token: string): void {
  setCookie(c, libraryCookieName, token, {
    ...options(config),
    maxAge: Math.floor(librarySessionMs / 1000),
  });
}

export function clearLibraryCookie(c: Context, config: CookieConfig): void {
  deleteCookie(c, libraryCookieName, options(config));
}
