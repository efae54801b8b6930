import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, type CspOptions } from '#server/http/security-headers.ts';
import { hashOwnScripts } from './inline-script-hashes.ts';

/** Bytes a Response can take as its body as they are. */
type Bytes = Uint8Array<ArrayBuffer>;

export interface RenderedPage {
  status: number;
  html: Bytes;
  csp: string;
  etag: string;
}

export interface CachedPage extends RenderedPage {
  gzip: Bytes;
  brotli: Bytes;
  /** The headers the whole middleware chain gave it, kept from its first response. */
  finalHeaders?: ReadonlyArray<[string, string]>;
}

/**
 * `scriptMarker` is the one this render's own inline scripts carry (see hashOwnScripts);
 * `csp` the rest of the page's Content-Security-Policy.
 */
export function renderedPage(
  status: number,
  rendered: string,
  scriptMarker: string,
  csp: Omit<CspOptions, 'scriptHashes'>,
): RenderedPage {
  const { html, hashes } = hashOwnScripts(rendered, scriptMarker);
  const body = new TextEncoder().encode(html);
  return {
    status,
    html: body,
    csp: contentSecurityPolicy({ ...csp, scriptHashes: hashes }),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/** A page kept in memory is compressed once, not on every request. */
export function cachedPage(page: RenderedPage): CachedPage {
  return {
    ...page,
    gzip: new Uint8Array(gzipSync(page.html, { level: 9 })),
    brotli: new Uint8Array(
      brotliCompressSync(page.html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
        },
      }),
    ),
  };
}

export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}
