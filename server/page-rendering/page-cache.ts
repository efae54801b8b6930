import { LRUCache } from 'lru-cache';
import { isAdminPath } from '#shared/admin-path.ts';
import type { PageMeta } from '#content/page-meta.ts';
import { findPage } from '#shared/route-table.ts';
import type { CachedPage } from './rendered-page.ts';

/** The page the seller published at a path (a post, a state guide, a person), if any. */
export type StoredPageLookup = (pathname: string) => PageMeta | undefined;

/** Pages no shared or browser cache may keep: per-visitor pages and the whole back office. */
export function isPrivatePage(url: URL, storedPage: StoredPageLookup = () => undefined): boolean {
  if (isAdminPath(url.pathname)) return true;
  return (findPage(url.pathname) ?? storedPage(url.pathname))?.private === true;
}

/**
 * Whether a rendered answer may be kept for everyone: not when it sets a cookie, varies
 * with one, or its route said it must not be stored.
 */
export function isShareableResponse(headers: Headers): boolean {
  if (headers.has('Set-Cookie')) return false;
  if (/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(headers.get('Vary') ?? '')) return false;
  return !/\b(private|no-store)\b/i.test(headers.get('Cache-Control') ?? '');
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
  readonly #beforeRead: () => void;
  readonly #storedPage: StoredPageLookup;
  #generation = 0;

  /**
   * `beforeRead` runs before every lookup: what changes by the clock alone (a sale starting or
   * ending) is noticed there and clears the cache, so no page of the other phase is served.
   * `storedPage` finds the pages the seller published, which the route table cannot know.
   */
  constructor(
    { maxEntries, maxBytes }: PageCacheLimits,
    beforeRead: () => void = () => {},
    storedPage: StoredPageLookup = () => undefined,
  ) {
    this.#beforeRead = beforeRead;
    this.#storedPage = storedPage;
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

  /**
   * Pages of the route table or published by the seller that opted in (`cache: 'public'`),
   * without a query string. Nothing under the back office's path, whatever the table says.
   */
  keyFor(url: URL): string | undefined {
    if (!this.#entries || url.search !== '' || isAdminPath(url.pathname)) return undefined;
    const page = findPage(url.pathname) ?? this.#storedPage(url.pathname);
    return page?.cache === 'public' ? url.pathname : undefined;
  }

  /** Whether no shared or browser cache may keep the page at `url`. */
  isPrivate(url: URL): boolean {
    return isPrivatePage(url, this.#storedPage);
  }

  /**
   * The one entry every made-up path shares, or undefined when the cache is off. Never for a
   * path under the back office: those are answered by the server each time.
   */
  notFoundKeyFor(url: URL): string | undefined {
    return this.#entries && !isAdminPath(url.pathname) ? notFoundKey : undefined;
  }

  get(key: string): CachedPage | undefined {
    this.#beforeRead();
    return this.#entries?.get(key);
  }

  /**
   * How many times the cache was cleared: a render reads it before it starts and hands it to
   * `set`, so a page rendered with settings older than the last clear never goes back in.
   */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps `page`, unless the cache was cleared since `generation` was read. */
  set(key: string, page: CachedPage, generation = this.#generation): void {
    if (generation === this.#generation) this.#entries?.set(key, page);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries?.clear();
  }
}
