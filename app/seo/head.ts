import type { MetaDescriptor } from 'react-router';
import { breadcrumbTrail } from '#app/components/layout/breadcrumb-trail.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { findPage, normalizePath, notFoundPage } from '#shared/route-table.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd } from './json-ld.ts';

function documentTitle(page: PageMeta, site: SiteInfo): string {
  return page.path === '/' ? `${site.brand} - ${page.title}` : `${page.title} | ${site.brand}`;
}

/**
 * The head of a page, all from the route table: title, description, keywords,
 * canonical link and structured data. Pages outside the table get the not-found head.
 */
export function pageHead(pathname: string, site: SiteInfo, isNotFound = false): MetaDescriptor[] {
  const found = isNotFound ? undefined : findPage(pathname);
  const page = found ?? notFoundPage;
  const title = documentTitle(page, site);
  const head: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: 'website' },
  ];
  if (page.keywords.length > 0) head.push({ name: 'keywords', content: page.keywords.join(', ') });
  if (page.private) head.push({ name: 'robots', content: 'noindex, nofollow' });
  if (found) {
    const canonical = absoluteUrl(site, normalizePath(found.path));
    head.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  head.push({ 'script:ld+json': organizationJsonLd(site) });
  const crumbs = breadcrumbTrail(pathname);
  if (crumbs.length > 0) head.push({ 'script:ld+json': breadcrumbJsonLd(site, crumbs) });
  return head;
}
