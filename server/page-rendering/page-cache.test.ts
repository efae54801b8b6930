import { describe, expect, it } from 'vitest';
import type { PageMeta } from '#content/page-meta.ts';
import { PageCache } from './page-cache.ts';
import type { CachedPage } from './rendered-page.ts';

const bytes = (text: string) => new Uint8Array(new TextEncoder().encode(text));
const page = (text: string): CachedPage => ({
  status: 200,
  html: bytes(text),
  gzip: bytes(text),
  brotli: bytes(text),
  csp: "default-src 'self'",
  etag: `"${text}"`,
});
const limits = { maxEntries: 10, maxBytes: 100_000 };

describe('the page cache', () => {
  it('runs its check before every read, so a change found there is never served stale', () => {
    let phaseChanged = false;
    const cache: PageCache = new PageCache(limits, () => {
      // As the settings do when a sale starts: what was rendered before goes.
      if (phaseChanged) cache.clear();
    });
    cache.set('/', page('normal price'));
    expect(cache.get('/')?.etag).toBe('"normal price"');
    phaseChanged = true;
    expect(cache.get('/')).toBeUndefined();
  });

  it('keeps no page rendered before a clear', () => {
    const cache = new PageCache(limits);
    const generation = cache.generation;
    cache.clear();
    cache.set('/', page('old'), generation);
    expect(cache.get('/')).toBeUndefined();
  });

  it('keys the pages the seller published, as its lookup finds them, and keeps private ones out', () => {
    const stored = (pathname: string): PageMeta | undefined =>
      pathname === '/blog/new-post'
        ? {
            path: pathname,
            label: 'New',
            title: 'New',
            heading: 'New',
            description: '',
            keywords: [],
            cache: 'public',
          }
        : pathname === '/blog/secret'
          ? {
              path: pathname,
              label: 'S',
              title: 'S',
              heading: 'S',
              description: '',
              keywords: [],
              private: true,
            }
          : undefined;
    const cache = new PageCache(limits, undefined, stored);
    const url = (path: string) => new URL(path, 'http://shop.test');
    expect(cache.keyFor(url('/blog/new-post'))).toBe('/blog/new-post');
    expect(cache.keyFor(url('/blog/new-post?preview=1&entry=3'))).toBeUndefined();
    expect(cache.keyFor(url('/blog/unknown'))).toBeUndefined();
    expect(cache.isPrivate(url('/blog/secret'))).toBe(true);
    expect(cache.isPrivate(url('/blog/new-post'))).toBe(false);
    // Without the lookup, a stored page is no page of the cache.
    expect(new PageCache(limits).keyFor(url('/blog/new-post'))).toBeUndefined();
  });
});
