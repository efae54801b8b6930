import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '#server/db/database.ts';
import { auditLog, authTokens, sessions, users } from '#server/db/schema.ts';
import { authApi } from '#shared/contracts/admin-api.ts';
import { fromAddress } from './mail-fixtures.ts';
import { testSiteUrl } from './test-app.ts';

export interface RequestOptions {
  /** The client's address as the server sees it; one fixed address unless told. */
  ip?: string;
  origin?: string;
  cookie?: string;
  /** `Sec-Fetch-Site` as a browser sets it; none, as from a script, unless told. */
  fetchSite?: string;
}

/** A JSON request as the admin app sends it: from our own origin, from one client address. */
export function apiRequest(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
) {
  const headers: Record<string, string> = { Origin: options.origin ?? testSiteUrl };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.fetchSite) headers['Sec-Fetch-Site'] = options.fetchSite;
  return app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    fromAddress(options.ip ?? '198.51.100.7'),
  );
}

export function signInRequest(
  app: Hono,
  credentials: { email: string; password: string },
  options: RequestOptions = {},
) {
  return apiRequest(app, 'POST', authApi.signIn, credentials, options);
}

/** The `Cookie` header a browser would send back after this response's `Set-Cookie`. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.get('Set-Cookie');
  if (!setCookie) throw new Error('The response set no cookie.');
  return setCookie.split(';')[0] ?? '';
}

/** The `Cookie` header a browser would send back after every `Set-Cookie` of this response. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
}

/** The device cookie a successful sign-in leaves (a `Cookie` header), or an error without one. */
export function deviceCookieFrom(response: Response): string {
  const line = response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?csd_device=/.test(cookie));
  if (!line) throw new Error('The response set no device cookie.');
  return line.split(';')[0] ?? '';
}

// What a test reads back to check what the auth services wrote, oldest first.

export const auditRows = (db: Database) => db.select().from(auditLog).orderBy(asc(auditLog.id));

export const sessionRows = (db: Database, userId: string) =>
  db.select().from(sessions).where(eq(sessions.userId, userId));

export const authTokenRows = (db: Database, userId: string) =>
  db.select().from(authTokens).where(eq(authTokens.userId, userId));

export async function userRow(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
