import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address: the socket's, or behind a proxy we run (TRUST_PROXY) the
 * first X-Forwarded-For entry. Never trust the header without a proxy: anyone can send it.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  // Requests made in-process (app.request in tests) have no socket.
  const incoming: unknown = Reflect.get(c.env ?? {}, 'incoming');
  return incoming ? (getConnInfo(c).remote.address ?? 'unknown') : 'unknown';
}
