import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { hostCookieName, isHttps, type CookieConfig } from './session-cookie.ts';
import { deviceTrustMs } from './trusted-devices.ts';

/** Names the browser's device token (see trusted-devices.ts); only the server reads it. */
const deviceCookieName = 'csd_device';

const cookieName = (config: CookieConfig) => hostCookieName(config, deviceCookieName);

export function readDeviceCookie(c: Context, config: CookieConfig): string | undefined {
  const value = getCookie(c, cookieName(config));
  return value && value.length <= 100 ? value : undefined;
}

/**
 * HttpOnly and SameSite=Lax like the session cookie, and as long-lived as the trust it
 * carries. It outlives sign-out on purpose: it marks the browser, not a session.
 */
export function writeDeviceCookie(c: Context, config: CookieConfig, token: string): void {
  setCookie(c, cookieName(config), token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(config),
    maxAge: Math.floor(deviceTrustMs / 1000),
  });
}
