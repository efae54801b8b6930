import type { PageMeta } from '#content/page-meta.ts';
import { pages } from '#content/pages.ts';
import { adminPath } from '#shared/admin-path.ts';
import { apiPrefix } from '#server/http/api-path.ts';
import { pageKeys, type PageKey } from '#shared/contracts/publishing.ts';
import type { PublishedContent } from '#shared/published-content.ts';

/** A page the sitemap lists, with when it last changed where that is known (ISO 8601). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

const isPageKey = (key: string): key is PageKey => (pageKeys as readonly string[]).includes(key);

/** The entry a fixed page's text comes from: its key is its path's segment ("home" for "/"). */
const fixedPageKey = (path: string) => (path === '/' ? 'home' : path.slice(1));

const latest = (times: readonly string[]) =>
  times.reduce<string | undefined>((last, time) => (last && last > time ? last : time), undefined);

/**
 * Every public page with its `lastmod`: the fixed pages (the blog's is its newest post's), the
 * published posts and state guides, and each person's page, changed when the latest entry they
 * wrote or reviewed changed. Private pages (result, admin, library) are left out.
 */
export function sitemapPages(published: PublishedContent): SitemapPage[] {
  const posts = published.posts();
  const entries = [...posts, ...published.stateGuides()];
  const fixed = Object.values<PageMeta>(pages)
    .filter((page) => !page.private)
    .map(({ path }): SitemapPage => {
      const key = fixedPageKey(path);
      const lastmod =
        path === pages.blog.path
          ? latest(posts.map((post) => post.changedAt))
          : isPageKey(key)
            ? published.page(key)?.changedAt
            : undefined;
      return { path, lastmod };
    });
  const people = published.people().map((person): SitemapPage => ({
    path: person.path,
    lastmod: latest(
      entries
        .filter(({ content }) => content.authorId === person.id || content.reviewerId === person.id)
        .map((entry) => entry.changedAt),
    ),
  }));
  return [
    ...fixed,
    ...entries.map((entry) => ({ path: entry.path, lastmod: entry.changedAt })),
    ...people,
  ];
}

/**
 * The sitemap of `pages`, then the pages the database holds without a date of change (the
 * archived newsletter issues).
 */
export function sitemapXml(
  siteUrl: string,
  listed: readonly SitemapPage[],
  storedPaths: readonly string[] = [],
): string {
  const urls = [...listed, ...storedPaths.map((path) => ({ path, lastmod: undefined }))]
    .map(({ path, lastmod }) =>
      lastmod
        ? `  <url><loc>${siteUrl}${path}</loc><lastmod>${lastmod}</lastmod></url>`
        : `  <url><loc>${siteUrl}${path}</loc></url>`,
    )
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
