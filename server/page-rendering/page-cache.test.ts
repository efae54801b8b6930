import { describe, expect, it } from 'vitest';
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
});
