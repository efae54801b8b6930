import { LRUCache } from 'lru-cache';
import { findPage } from '#shared/route-table.ts';
import type { CachedPage } from './rendered-page.ts';

export function isPrivatePage(url: URL): boolean {
  return findPage(url.pathname)?.private === true;
}

// The footer's year and anything time-based stay fresh without a restart.
const maxAgeMs = 60 * 60 * 1000;

/**
 * Finished public pages in memory, keyed by path. Bounded, so a flood of random
 * not-found paths cannot grow it; cleared whenever content changes.
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage> | undefined;

  constructor(maxEntries: number) {
    this.#entries = maxEntries > 0 ? new LRUCache({ max: maxEntries, ttl: maxAgeMs }) : undefined;
  }

  /** Public pages without a query string; private pages (checkout result, admin) are per visitor. */
  keyFor(url: URL): string | undefined {
    if (!this.#entries || url.search !== '' || isPrivatePage(url)) return undefined;
    return url.pathname;
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
