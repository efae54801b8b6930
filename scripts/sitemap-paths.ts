/**
 * The paths a running server lists in its sitemap: the fixed pages and what the seller
 * published (posts, state guides), which only the server knows.
 */
export async function sitemapPaths(serverUrl: string): Promise<string[]> {
  const response = await fetch(new URL('/sitemap.xml', serverUrl));
  if (!response.ok) throw new Error(`The sitemap answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

/** `first`, then the paths of `more` it lacks, in their order. */
export const withPaths = (first: readonly string[], more: readonly string[]): string[] => [
  ...first,
  ...more.filter((pagePath) => !first.includes(pagePath)),
];
