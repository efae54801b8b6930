import type { Crumb } from '#app/components/layout/breadcrumb-trail.ts';
import type { SiteInfo } from '#shared/site-info.ts';

export function absoluteUrl(site: SiteInfo, path: string): string {
  return `${site.siteUrl}${path}`;
}

export function organizationJsonLd(site: SiteInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: absoluteUrl(site, '/'),
    email: site.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
    },
  };
}

export function breadcrumbJsonLd(site: SiteInfo, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.isPage ? { item: absoluteUrl(site, crumb.path) } : {}),
    })),
  };
}
