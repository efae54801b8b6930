import { describe, expect, it } from 'vitest';
import { pageLinks } from '#content/page-links.ts';
import { islandRegistry } from '#app/islands/registry.ts';
import { libraryPaths, receiptPaths } from '#shared/contracts/library.ts';
import { mediaPrefix } from '#shared/contracts/admin-api.ts';
import { discountCodeParam } from '#shared/discount-code-cookie.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { fetchesAhead, pathsNeverFetchedAhead, queryNeverFetchedAhead } from './fetch-ahead.ts';
import { linkPrefetchIsland } from './speculation-rules.tsx';

const here = new URL('https://example.com/faq');

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = new URL(href, here).href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('fetchesAhead', () => {
  it.each([
    '/',
    '/blog',
    '/blog/some-article',
    '/states/texas',
    '/checkout',
    '/library',
    '/faq?x=1',
  ])('fetches the page %s ahead', (href) => expect(fetchesAhead(link(href), here)).toBe(true));

  it.each([
    pageLinks.admin.path,
    '/admin/orders',
    apiPaths.trackAnalytics,
    '/download/secret',
    receiptPaths.page('secret'),
    libraryPaths.signIn('secret'),
    libraryPaths.download('order'),
    '/newsletter/confirm?token=secret',
    `${mediaPrefix}/guide-cover.png`,
    `/checkout?${discountCodeParam}=SAVE10`,
    `/blog?utm_source=x&${discountCodeParam}=SAVE10`,
    'https://elsewhere.example/faq',
    '/faq#first-question',
  ])('never fetches %s ahead', (href) => expect(fetchesAhead(link(href), here)).toBe(false));

  it('leaves links marked nofollow, and downloads, alone', () => {
    expect(fetchesAhead(link('/blog', { rel: 'nofollow noopener' }), here)).toBe(false);
    expect(fetchesAhead(link('/blog', { download: '' }), here)).toBe(false);
  });
});

describe('the exclusions', () => {
  it('follow the addresses they stand for', () => {
    expect(queryNeverFetchedAhead).toBe(discountCodeParam);
    expect(pathsNeverFetchedAhead).toEqual(
      expect.arrayContaining([
        receiptPaths.prefix,
        libraryPaths.signInPrefix,
        libraryPaths.signOut,
        mediaPrefix,
      ]),
    );
  });

  it('have their fallback island registered under the name the rules element carries', () => {
    expect(islandRegistry[linkPrefetchIsland]?.when).toBe('idle');
  });
});
