import { LRUCache } from 'lru-cache';
import { findPage } from '#shared/route-table.ts';
import type { CachedPage } from './rendered-page.ts';

export function isPrivatePage(url: URL): boolean {
  return findPage(url.pathname)?.private === true;
}

/** A key no path can have: paths start with "/". */
const notFoundKey = '*not-found*';

// The footer's year and anything time-based stay fresh without a restart.
const maxAgeMs = 60 * 60 * 1000;

/** What an entry costs: the page in all three encodings, and its key. */
function entryBytes(page: CachedPage, key: string): number {
  return page.html.byteLength + page.gzip.byteLength + page.brotli.byteLength + key.length;
}

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Finished public pages in memory, keyed by path; cleared whenever content changes. Only
 * the pages of the route table have an entry each; every made-up path shares the one
 * not-found entry (see the page handler), so no flood of paths can fill memory or push
 * real pages out. Bounded by entries and by bytes all the same.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage> | undefined;

  constructor({ maxEntries, maxBytes }: PageCacheLimits) {
    this.#entries =
      maxEntries > 0 && maxBytes > 0
        ? new LRUCache({
            max: maxEntries,
            maxSize: maxBytes,
            sizeCalculation: entryBytes,
            ttl: maxAgeMs,
          })
        : undefined;
  }

  /** Public pages of the route table, without a query string; never per-visitor pages. */
  keyFor(url: URL): string | undefined {
    if (!this.#entries || url.search !== '') return undefined;
    const page = findPage(url.pathname);
    return page && !page.private ? url.pathname : undefined;
  }

  /** The one entry every made-up path shares, or undefined when the cache is off. */
  get notFoundKey(): string | undefined {
    return this.#entries ? notFoundKey : undefined;
  }

  get(key: string): CachedPage | undefined {
    return this.#entries?.get(key);
  }

  set(key: string, page: CachedPage): void {
    this.#entries?.set(key, page);
  }

  clear(): void {
    this.#entries?.clear();
  }
}
