import { describe, expect, it } from 'vitest';
import { pageLinks } from '#content/page-links.ts';
import { islandRegistry } from '#app/island-registry.ts';
import { libraryPaths, receiptPaths } from '#shared/contracts/library.ts';
import { mediaPrefix } from '#shared/contracts/admin-api.ts';
import { discountCodeParam, discountCodeParamOf } from '#shared/discount-code-param.ts';
import { apiPaths } from '#app/lib/api-paths.ts';
import { postPath, postsFeedPath, stateGuidePath } from '#shared/published-content.ts';
import {
  fetchesAhead,
  linksCarryingACode,
  pathsNeverFetchedAhead,
  speculationRules,
} from './fetch-ahead.ts';
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
    // Published from the back office after the build: the rules name no page, only patterns.
    postPath('a-post-published-today'),
    stateGuidePath('ohio-child-support'),
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
    postsFeedPath,
    `/checkout?${discountCodeParam}=SAVE10`,
    `/blog?utm_source=x&${discountCodeParam}=SAVE10`,
    'https://elsewhere.example/faq',
    '/faq#first-question',
  ])('never fetches %s ahead', (href) => expect(fetchesAhead(link(href), here)).toBe(false));

  it.each([
    ['/?code=SAVE10', 'SAVE10'],
    ['/?x=1&code=', ''],
    ['/checkout?utm_source=x&%63ode=SAVE10&code=SAVE20', 'SAVE20'],
    ['/?%63ode=SAVE10', null],
    ['/?c%6Fde=SAVE10', null],
    ['/?CODE=SAVE10', null],
    ['/?code', null],
    ['/?promocode=SAVE10', null],
  ])('reads %s as the code %j, and never fetches ahead a link that carries one', (href, code) => {
    expect(discountCodeParamOf(new URL(href, here).search)).toBe(code);
    if (code === null) return;
    expect(fetchesAhead(link(href), here)).toBe(false);
    const written = document.createElement('a');
    written.setAttribute('href', href);
    expect(written.matches(linksCarryingACode)).toBe(true);
  });

  it('leaves links marked nofollow, and downloads, alone', () => {
    expect(fetchesAhead(link('/blog', { rel: 'nofollow noopener' }), here)).toBe(false);
    expect(fetchesAhead(link('/blog', { download: '' }), here)).toBe(false);
  });
});

describe('the exclusions', () => {
  it('follow the addresses they stand for', () => {
    expect(linksCarryingACode).toBe(`a[href*="${discountCodeParam}="]`);
    expect(speculationRules.prefetch[0].where.and).toContainEqual({
      not: { selector_matches: linksCarryingACode },
    });
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
