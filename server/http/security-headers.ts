import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { videoEmbedOrigin } from '#shared/video.ts';

export interface CspOptions {
  /** Hashes ("sha256-...") of the inline scripts a page is allowed to run. */
  scriptHashes?: readonly string[];
  /** Vite's dev server talks to the page over a websocket. */
  dev?: boolean;
}

/** No inline script runs unless its hash is listed; styles may be inline (React style props, toasts). */

export function contentSecurityPolicy({ scriptHashes = [], dev = false }: CspOptions = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    // The intro video's frame, created only when the visitor clicks play.
    'frame-src': [videoEmbedOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Standard security headers on every response, and a script-free CSP unless a page set its own. */
export function securityHeaders(options: { dev: boolean }): MiddlewareHandler {
  const headers = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: ['self'] },
    overwrite: false,
  });
  const fallbackCsp = contentSecurityPolicy({ dev: options.dev });
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', fallbackCsp);
  };
}
