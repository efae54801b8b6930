import type { MetaDescriptor } from 'react-router';

/** A schema.org block, as it goes into a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** What a page's loader returns besides its content, so the root can put it in the head. */
export interface WithStructuredData {
  structuredData: readonly JsonLd[];
}

function hasStructuredData(data: unknown): data is WithStructuredData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'structuredData' in data &&
    Array.isArray(data.structuredData)
  );
}

/** The structured data of the page being shown: the deepest route's, if its loader gave any. */
export function pageStructuredData(
  matches: readonly ({ data?: unknown } | undefined)[],
): MetaDescriptor[] {
  const data = matches.at(-1)?.data;
  return hasStructuredData(data)
    ? data.structuredData.map((block) => ({ 'script:ld+json': block }))
    : [];
}
