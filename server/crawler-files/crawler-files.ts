import { adminPath } from '#shared/admin-path.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { routeTable } from '#shared/route-table.ts';

/**
 * Every public page of the site, for search engines: private pages (result, admin) are left
 * out; `storedPaths` are the pages the database holds (the archived newsletter issues).
 */
export function sitemapXml(siteUrl: string, storedPaths: readonly string[] = []): string {
  const urls = [
    ...routeTable.filter((page) => !page.private).map((page) => page.path),
    ...storedPaths,
  ]
    .map((path) => `  <url><loc>${siteUrl}${path}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

/** Crawlers may read every page but the back office and the API, and are told where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
Disallow: ${adminPath}
Disallow: ${apiPrefix}

Sitemap: ${siteUrl}/sitemap.xml
`;
}
