import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#server/config/env.ts';

export type CookieConfig = Pick<Config, 'siteUrl'>;

export const isHttps = (config: CookieConfig) => config.siteUrl.startsWith('https:');

/** A cookie that carries one of our secret tokens, read and written only by the server. */
export interface TokenCookie {
  read: (c: Context, config: CookieConfig) => string | undefined;
  write: (c: Context, config: CookieConfig, token: string) => void;
  clear: (c: Context, config: CookieConfig) => void;
}

/**
 * HttpOnly (scripts never see it), SameSite=Lax, whole site, living `maxAgeMs`; over https
 * `__Host-` binds it to this host and path / (plain http cannot carry that prefix). The
 * server decides whether the token is still good; a value longer than any token is ignored.
 */
export function tokenCookie(name: string, maxAgeMs: number): TokenCookie {
  const cookieName = (config: CookieConfig) => (isHttps(config) ? `__Host-${name}` : name);
  return {
    read: (c, config) => {
      const value = getCookie(c, cookieName(config));
      return value && value.length <= 100 ? value : undefined;
    },
    write: (c, config, token) => {
      setCookie(c, cookieName(config), token, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isHttps(config),
        maxAge: Math.floor(maxAgeMs / 1000),
      });
    },
    clear: (c, config) => {
      deleteCookie(c, cookieName(config), { path: '/', secure: isHttps(config) });
    },
  };
}
