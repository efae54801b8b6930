import { Hono } from 'hono';
import { newsletterIssuePath } from '#content/newsletter-archive.ts';
import type { NewsletterArchive } from '#shared/newsletter-archive.ts';
import type { PublishedContent } from '#shared/published-content.ts';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

const oneHour = 'public, max-age=3600';

/**
 * /sitemap.xml and /robots.txt, from the route table and the site URL; the sitemap also lists
 * the posts, state guides and people published and the newsletter issues archived now.
 */
export function crawlerRoutes(
  siteUrl: string,
  archive: NewsletterArchive,
  published: () => PublishedContent,
): Hono {
  const robots = robotsTxt(siteUrl);
  const routes = new Hono();
  routes.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', oneHour);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    const content = published();
    const stored = [
      ...[...content.posts(), ...content.stateGuides()].map((entry) => entry.path),
      ...archive.issues().map((issue) => newsletterIssuePath(issue.slug)),
    ];
    return c.body(sitemapXml(siteUrl, stored));
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', oneHour);
    return c.text(robots);
  });
  return routes;
}
