import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { holdsSecret } from '#shared/secret-links.ts';
import type { TrackerScript } from '#shared/tracker-script.ts';
import { videoEmbedOrigin } from '#shared/video.ts';

export interface CspOptions {
  /** Hashes ("sha256-...") of the inline scripts a page is allowed to run. */
  scriptHashes?: readonly string[];
  /** Vite's dev server talks to the page over a websocket. */
  dev?: boolean;
  /** The forwarding the operator configured: only then may the page reach those services. */
  forwarding?: Pick<TrackerScript, 'tagId' | 'sessionToolId'>;
}

/** The hosts the Google tag loads from and reports to. */
const tagHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** The hosts Microsoft Clarity loads from and reports to. */
const sessionToolHosts = {
  script: ['https://*.clarity.ms'],
  connect: ['https://*.clarity.ms', 'https://c.bing.com'],
  img: ['https://*.clarity.ms', 'https://c.bing.com'],
};

function forwardingHosts(forwarding: CspOptions['forwarding']) {
  const configured = [
    ...(forwarding?.tagId ? [tagHosts] : []),
    ...(forwarding?.sessionToolId ? [sessionToolHosts] : []),
  ];
  return {
    script: configured.flatMap((hosts) => hosts.script),
    connect: configured.flatMap((hosts) => hosts.connect),
    img: configured.flatMap((hosts) => hosts.img),
  };
}

/**
 * No inline script runs unless its hash is listed; styles may be inline (React style props,
 * toasts). The analytics services' hosts are allowed only when their ids are configured.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  dev = false,
  forwarding,
}: CspOptions = {}): string {
  const hosts = forwardingHosts(forwarding);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...hosts.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...hosts.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...hosts.connect],
    // The intro video's frame, created only when the visitor clicks play; our own pages for the
    // editor's preview of a page.
    'frame-src': ["'self'", videoEmbedOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const framedByNone = "frame-ancestors 'none'";

/**
 * A page's policy letting our own pages frame it: the editor's preview of a working copy, which
 * only its publisher sees, is shown beside the form. Every other page may be framed by none.
 */
export function framedBySelf(csp: string): string {
  return csp.replace(framedByNone, "frame-ancestors 'self'");
}

/**
 * Standard security headers on every response, and a script-free CSP unless a page set its own.
 * A page opened by a secret link (shared/secret-links.ts) sends no referrer at all: neither
 * our next page, nor its tracker, nor any other site learns the token from it.
 */
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
    if (holdsSecret(c.req.path, new URL(c.req.url).search.slice(1)))
      c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (!c.res.headers.has('Content-Security-Policy'))
      c.res.headers.set('Content-Security-Policy', fallbackCsp);
  };
}
