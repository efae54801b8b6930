import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '#server/config/env.ts';
import { sessionCookieName } from '#shared/contracts/auth.ts';
import { sessionAbsoluteMs } from './session-service.ts';

export type CookieConfig = Pick<Config, 'siteUrl'>;

export const isHttps = (config: CookieConfig) => config.siteUrl.startsWith('https:');

/** `__Host-` binds a cookie to this host and path / over https; plain http cannot carry it. */
export function hostCookieName(config: CookieConfig, name: string): string {
  return isHttps(config) ? `__Host-${name}` : name;
}

const cookieName = (config: CookieConfig) => hostCookieName(config, sessionCookieName);

export function readSessionCookie(c: Context, config: CookieConfig): string | undefined {
  const value = getCookie(c, cookieName(config));
  return value && value.length <= 100 ? value : undefined;
}

/** HttpOnly (scripts never see it), SameSite=Lax, whole site; the server decides expiry. */
export function writeSessionCookie(c: Context, config: CookieConfig, token: string): void {
  setCookie(c, cookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(config),
    maxAge: Math.floor(sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(c: Context, config: CookieConfig): void {
  deleteCookie(c, cookieName(config), { path: '/', secure: isHttps(config) });
}
