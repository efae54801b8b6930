import { Hono } from 'hono';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

const oneHour = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, built once from the route table and the site URL. */
export function crawlerRoutes(siteUrl: string): Hono {
  const sitemap = sitemapXml(siteUrl);
  const robots = robotsTxt(siteUrl);
  const routes = new Hono();
  routes.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', oneHour);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap);
  });
  routes.get('/robots.txt', (c) => {
    c.header('Cache-Control', oneHour);
    return c.text(robots);
  });
  return routes;
}
