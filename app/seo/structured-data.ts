import type { MetaDescriptor } from 'react-router';

/** A schema.org block, as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/**
 * A page's head: the root's (title, description, canonical, Organization and
 * BreadcrumbList) plus the page's own structured data. React Router uses the
 * deepest route's meta only, so pages with structured data build on the root's.
 */
export function withStructuredData(
  matches: readonly ({ meta: MetaDescriptor[] } | undefined)[],
  // Undefined when the page's loader failed (a 404 article): the root's head stands alone.
  pageData: { structuredData: readonly JsonLd[] } | undefined,
): MetaDescriptor[] {
  return [
    ...(matches[0]?.meta ?? []),
    ...(pageData?.structuredData ?? []).map((block) => ({ 'script:ld+json': block })),
  ];
}
