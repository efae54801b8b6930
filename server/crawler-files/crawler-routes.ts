import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import { matchesEtag } from '#server/http/etag.ts';
import type { NewsletterArchive } from '#shared/newsletter-archive.ts';
import { postsFeedPath, type PublishedContent } from '#shared/published-content.ts';
import { robotsTxt, sitemapPages, sitemapXml } from './crawler-files.ts';
import { postsFeedXml } from './posts-feed.ts';

const oneHour = 'public, max-age=3600';
// Asked again each time, answered 304 while nothing changed: a publication shows at once.
const revalidated = 'public, no-cache';

export interface CrawlerSources {
  siteUrl: string;
  archive: NewsletterArchive;
  /** What the seller published, as it is now: a new object after every change. */
  published: () => PublishedContent;
}

interface Built {
  key: readonly unknown[];
  body: string;
  etag: string;
}

/**
 * A file built once per generation of what it is made of: `key` lists those parts, compared by
 * identity (the sources hand a new object only when their content changed), so a crawler's
 * thousand requests cost a comparison each.
 */
function perGeneration() {
  let last: Built | undefined;
  return (key: readonly unknown[], build: () => string): Built => {
    if (last && key.length === last.key.length && key.every((part, i) => part === last?.key[i]))
      return last;
    const body = build();
    last = { key, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    return last;
  };
}

function answer(c: Context, file: Built, contentType: string): Response {
  c.header('Cache-Control', revalidated);
  c.header('ETag', file.etag);
  if (matchesEtag(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  return c.body(file.body);
}

/**
 * /sitemap.xml (the fixed pages, what the seller published with its `lastmod`, the archived
 * newsletter issues), the Atom feed of posts and /robots.txt.
 */
export function crawlerRoutes({ siteUrl, archive, published }: CrawlerSources): Hono {
  const robots = robotsTxt(siteUrl);
  const sitemap = perGeneration();
  const feed = perGeneration();
  const routes = new Hono();
  routes.get('/sitemap.xml', (c) => {
    const [content, issues] = [published(), archive.issues()];
    const file = sitemap([content, issues], () =>
      sitemapXml(
        siteUrl,
        sitemapPages(content),
        issues.map((issue) => newsletterIssuePath(issue.slug)),
      ),
    );
    return answer(c, file, 'application/xml; charset=utf-8');
  });
  routes.get(postsFeedPath, (c) => {
    const site = c.get('site')?.();
    if (!site) throw new Error('The feed needs the site context (siteContext middleware).');
    const content = published();
    // The feed's title names the brand, a setting.
    const file = feed([content, site.brand], () => postsFeedXml(site, content));
    return answer(c, file, 'application/atom+xml; charset=utf-8');
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', oneHour);
    return c.text(robots);
  });
  return routes;
}
