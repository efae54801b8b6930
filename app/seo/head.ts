import type { MetaDescriptor } from 'react-router';
import { breadcrumbTrail } from '#app/components/layout/breadcrumb-trail.ts';
import { blogCopy } from '#content/blog.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { pages } from '#content/pages.ts';
import { findPage, linkPageOf, normalizePath, notFoundPage } from '#shared/route-table.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { postsFeedPath } from '#shared/published-content.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd } from './json-ld.ts';
import { siteImage } from './site-image.ts';

function documentTitle(page: PageMeta, site: SiteInfo): string {
  return page.path === '/' ? `${site.brand} - ${page.title}` : `${page.title} | ${site.brand}`;
}

/**
 * The head of a page, all from the route table: title, description, keywords,
 * canonical link, the tags shared links are drawn from (Open Graph, Twitter card)
 * and the structured data every page carries. Pages outside the table get the
 * not-found head. Runs in the root loader, so the table never ships to the browser.
 * `storedPage` is the path's page when it comes from the database (an archived newsletter
 * issue): its words are the seller's, taken as they are.
 */
export function pageHead(
  pathname: string,
  site: SiteInfo,
  storedPage?: PageMeta,
): MetaDescriptor[] {
  const found = storedPage ?? findPage(pathname);
  const meta: PageMeta = found ?? notFoundPage;
  // The brand and the guide's name are settings: content names them as placeholders.
  const page = {
    ...meta,
    description: storedPage
      ? storedPage.description
      : fillPlaceholders(meta.description, placeholderValues(site)),
  };
  const title = documentTitle(page, site);
  const image = absoluteUrl(site, page.image ?? siteImage.path);
  const head: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(siteImage.width) },
    { property: 'og:image:height', content: String(siteImage.height) },
    { property: 'og:image:alt', content: site.brand },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
  ];
  if (page.keywords.length > 0) head.push({ name: 'keywords', content: page.keywords.join(', ') });
  if (page.private) head.push({ name: 'robots', content: 'noindex, nofollow' });
  // A link page's address holds a secret: no canonical URL repeats it.
  if (found && !linkPageOf(pathname)) {
    const canonical = absoluteUrl(site, normalizePath(found.path));
    head.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  // Every page of the blog tells feed readers where its posts are announced.
  const path = normalizePath(pathname);
  if (found && (path === pages.blog.path || path.startsWith(`${pages.blog.path}/`))) {
    head.push({
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: fillPlaceholders(blogCopy.feed.title, placeholderValues(site)),
      href: absoluteUrl(site, postsFeedPath),
    });
  }
  head.push({ 'script:ld+json': organizationJsonLd(site) });
  const crumbs = breadcrumbTrail(pathname, found);
  // A not-found page is no place in the site's hierarchy: it has no BreadcrumbList.
  if (found && crumbs.length > 0) {
    head.push({ 'script:ld+json': breadcrumbJsonLd(site, crumbs) });
  }
  return head;
}
