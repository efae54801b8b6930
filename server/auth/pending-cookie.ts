import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { authApi } from '#shared/contracts/admin-api.ts';
import { isHttps, type CookieConfig } from './token-cookie.ts';

/**
 * A cookie naming something a sign-in awaits (a second step, a passkey's challenge): HttpOnly,
 * SameSite=Strict, sent only to /api/auth, living as long as what it names. `__Secure-` on an
 * https site (`__Host-` needs path /).
 */
export function pendingCookie(name: string, maxAgeMs: number) {
  const cookieName = (config: CookieConfig) => (isHttps(config) ? `__Secure-${name}` : name);
  const options = (config: CookieConfig) => ({ path: authApi.prefix, secure: isHttps(config) });
  return {
    read: (c: Context, config: CookieConfig): string | undefined => {
      const value = getCookie(c, cookieName(config));
      return value && value.length <= 100 ? value : undefined;
    },
    write: (c: Context, config: CookieConfig, token: string): void => {
      setCookie(c, cookieName(config), token, {
        ...options(config),
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: Math.floor(maxAgeMs / 1000),
      });
    },
    clear: (c: Context, config: CookieConfig): void => {
      deleteCookie(c, cookieName(config), options(config));
    },
  };
}
