import { Hono, type Context } from 'hono';
import type { ServerContext } from '#server/context.ts';
import { matchesEtag } from '#server/http/etag.ts';
import { imageFormats } from '#shared/contracts/admin-images.ts';
import { servedImage } from './media-service.ts';
import type { ServedImageCache } from './served-images.ts';

const fileName = new RegExp(`^([0-9a-f]{64})\\.(${Object.keys(imageFormats).join('|')})$`);

const immutable = 'public, max-age=31536000, immutable';

// Opened on its own, an image is a document: it may run nothing and load nothing.
const imageCsp = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** A bare 404: a wrong media URL is not worth a page render, and must not be cached. */
const notFound = (c: Context) => c.text('Not found', 404, { 'Cache-Control': 'no-store' });

/**
 * The public URLs of uploaded images, mounted at /media: `/{sha256}.{ext}`. The name is the
 * content's hash, so an answer never changes and may be cached for a year; the ETag is the
 * hash too. GET and HEAD (Hono answers HEAD with GET's headers).
 */
export function mediaRoutes(
  ctx: Pick<ServerContext, 'db' | 'contentImages'>,
  served: ServedImageCache,
): Hono {
  const routes = new Hono();

  routes.get('/:file', async (c) => {
    const match = fileName.exec(c.req.param('file'));
    const [, sha256, ext] = match ?? [];
    if (!sha256 || !ext) return notFound(c);
    const image = await servedImage(ctx, served, sha256);
    if (!image || image.ext !== ext) return notFound(c);
    const etag = `"${sha256}"`;
    const headers = {
      ETag: etag,
      'Cache-Control': immutable,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': imageCsp,
      // Public images may appear in the site's mail, opened in webmail on another origin.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(image.bytes, 200, {
      ...headers,
      'Content-Type': image.mimeType,
      'Content-Length': String(image.bytes.byteLength),
      'Content-Disposition': 'inline',
    });
  });

  routes.all('*', notFound);
  return routes;
}
