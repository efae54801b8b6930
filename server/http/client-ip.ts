import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The caller's address as our own edge saw it; unset in apps built without `clientAddress`. */
    clientIp: string | undefined;
  }
}

/** Requests made in-process (app.request in tests) have no socket. */
function socketAddress(c: Context): string {
  const incoming: unknown = Reflect.get(c.env ?? {}, 'incoming');
  return incoming ? (getConnInfo(c).remote.address ?? 'unknown') : 'unknown';
}

/**
 * The client's address behind `hops` proxies of ours. Each proxy appends the address it
 * was reached from to X-Forwarded-For, so only the last `hops` entries were written by
 * us; anything left of them is the client's own claim. With one proxy the client is the
 * last entry; a header shorter than the chain of proxies leaves the furthest one we know.
 */
export function forwardedClientIp(
  socket: string,
  forwardedFor: string | undefined,
  hops: number,
): string {
  if (hops === 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    socket,
  ];
  const candidate = chain[Math.max(0, chain.length - 1 - hops)] ?? socket;
  // A proxy of ours writes addresses; anything else in that place is not to be stored.
  return isIP(candidate) ? candidate : socket;
}

/** Decides the client address once per request, before any route reads it. */
export function clientAddress(trustProxyHops: number): MiddlewareHandler {
  return async (c, next) => {
    const header = c.req.raw.headers.get('X-Forwarded-For') ?? undefined;
    c.set('clientIp', forwardedClientIp(socketAddress(c), header, trustProxyHops));
    await next();
  };
}

/** The caller's address as decided by `clientAddress`: evidence for consent and downloads. */
export function clientIp(c: Context): string {
  return c.get('clientIp') ?? socketAddress(c);
}

/**
 * What a rate limit counts per: the address, or for IPv6 its /64, since one subscriber
 * line usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without a zone, as lower-case hex without leading zeros. */
function expandIpv6(ip: string): string[] {
  const [address = ''] = ip.split('%');
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
