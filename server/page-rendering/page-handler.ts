import type { Context, Handler } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { clientIp } from '#server/http/client-ip.ts';
import { framedBySelf } from '#server/http/security-headers.ts';
import type { ContentImages } from '#shared/content-images.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import type { NewsletterArchive } from '#shared/newsletter-archive.ts';
import type { PublishedContent } from '#shared/published-content.ts';
import { entryParam, previewParam } from '#shared/preview.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import type { SocialProof } from '#shared/social-proof.ts';
import type { TrackerScript } from '#shared/tracker-script.ts';
import { catchAllMatcher } from './catch-all-route.ts';
import { newScriptMarker } from './inline-script-hashes.ts';
import { withoutModulePreloads } from './module-preloads.ts';
import { isShareableResponse, type PageCache } from './page-cache.ts';
import { pageResponse } from './page-response.ts';
import { cachedPage, renderedPage, type RenderedPage } from './rendered-page.ts';

export interface PageHandlerOptions {
  /** The React Router server build: fixed in production, reloaded by Vite in development. */
  loadBuild: () => ServerBuild | Promise<ServerBuild>;
  dev: boolean;
  cache: PageCache;
  site: () => SiteInfo;
  /** The reviews, testimonials and counts as they are now: the home and checkout loaders read them. */
  socialProof: () => SocialProof;
  /** The sent broadcasts the archive's pages show. */
  newsletterArchive: NewsletterArchive;
  /** What the seller published, as it is now. */
  published: () => PublishedContent;
  /** What the pages' form actions reach when a form is posted without JavaScript. */
  forms: FormActions;
  /** The uploaded images Markdown content names, as they are now. */
  contentImages: ContentImages;
  /** The analytics tracker public pages load, with its forwarding; none without a client entry. */
  tracker?: TrackerScript;
  /** The islands' entry public pages load (app/islands-entry.ts); none without a client entry. */
  islands?: string;
  /**
   * The site with an admin's unsaved settings over it, for a GET that asks for the preview
   * (`?preview`): undefined unless the request carries a live admin session with a draft.
   */
  preview?: (c: Context) => Promise<SiteInfo | undefined>;
  /**
   * What is published with one entry's working copy in place, for a GET that asks for its
   * preview (`?preview=1&entry=<id>`): undefined unless a publisher's session asks.
   */
  entryPreview?: (c: Context) => Promise<PublishedContent | undefined>;
}

/**
 * A preview is one admin's: no cache keeps it and no search engine indexes it; the editor shows
 * it in a frame of its own page.
 */
function previewHeaders(headers: Headers): Headers {
  const own = new Headers(headers);
  own.set('Cache-Control', 'private, no-store');
  own.set('X-Robots-Tag', 'noindex');
  own.set('X-Frame-Options', 'SAMEORIGIN');
  return own;
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

export function createPageHandler(options: PageHandlerOptions): Handler {
  let current:
    | { build: ServerBuild; handle: RequestHandler; isCatchAll: (pathname: string) => boolean }
    | undefined;

  async function currentBuild() {
    const build = await options.loadBuild();
    if (current?.build !== build) {
      current = {
        build,
        handle: createRequestHandler(build, options.dev ? 'development' : 'production'),
        isCatchAll: catchAllMatcher(build),
      };
    }
    return current;
  }

  function respond(c: Context, page: RenderedPage, extraHeaders?: Headers): Response {
    const headers = new Headers(extraHeaders);
    headers.delete('Content-Length');
    headers.set('Content-Type', 'text/html; charset=utf-8');
    // Only a preview (previewHeaders) may be framed, and only by our own pages.
    const framed = headers.get('X-Frame-Options') === 'SAMEORIGIN';
    headers.set('Content-Security-Policy', framed ? framedBySelf(page.csp) : page.csp);
    headers.set('ETag', page.etag);
    // Private pages and answers to form posts carry one visitor's data: no shared or
    // browser cache may keep them.
    const isPost = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (isPost || options.cache.isPrivate(new URL(c.req.url)))
      headers.set('Cache-Control', 'private, no-store');
    else if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    return pageResponse(c, page, headers);
  }

  return async (c) => {
    const url = new URL(c.req.url);
    const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
    const { handle, isCatchAll } = await currentBuild();
    const asksPreview = isRead && url.searchParams.has(previewParam);
    const preview = asksPreview && options.preview ? await options.preview(c) : undefined;
    const draftContent =
      asksPreview && options.entryPreview && url.searchParams.has(entryParam)
        ? await options.entryPreview(c)
        : undefined;
    const previewing = preview !== undefined || draftContent !== undefined;
    // Pages of the route table first (a map lookup); made-up paths share one not-found
    // page, whatever their query: never one entry each.
    const notFoundKey = options.cache.notFoundKeyFor(url);
    const key =
      !isRead || previewing
        ? undefined
        : (options.cache.keyFor(url) ??
          (notFoundKey !== undefined && isCatchAll(url.pathname) ? notFoundKey : undefined));
    const hit = key === undefined ? undefined : options.cache.get(key);
    if (hit) return respond(c, hit);

    // A HEAD is rendered as a GET so the cached body is whole; Hono drops the body it answers with.
    const request =
      c.req.method === 'HEAD' ? new Request(url, { headers: c.req.raw.headers }) : c.req.raw;
    const scriptMarker = newScriptMarker();
    // Read before rendering: a clear during the render keeps this page out of the cache.
    const generation = options.cache.generation;
    const response = await handle(request, {
      site: preview ?? options.site(),
      socialProof: options.socialProof(),
      newsletterArchive: options.newsletterArchive,
      published: draftContent ?? options.published(),
      preview: previewing,
      scriptMarker,
      forms: options.forms,
      clientIp: clientIp(c),
      contentImages: options.contentImages,
      tracker: options.tracker,
      islands: options.islands,
    });
    // Client-side navigation data, redirects and resource routes pass through untouched, but
    // a preview's data is one admin's, like its page.
    if (!response.headers.get('Content-Type')?.startsWith('text/html'))
      return previewing
        ? new Response(response.body, {
            status: response.status,
            headers: previewHeaders(response.headers),
          })
        : response;

    const html = withoutModulePreloads(await response.text());
    const page = renderedPage(response.status, html, scriptMarker, {
      dev: options.dev,
      forwarding: options.tracker,
    });
    if (previewing) return respond(c, page, previewHeaders(response.headers));
    const cacheable =
      key !== undefined &&
      (page.status === 200 || page.status === 404) &&
      isShareableResponse(response.headers);
    if (!cacheable) return respond(c, page, response.headers);
    const cached = cachedPage(page);
    options.cache.set(key, cached, generation);
    return respond(c, cached);
  };
}
