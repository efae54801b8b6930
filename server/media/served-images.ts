import { LRUCache } from 'lru-cache';

/** What the public URL of one hash answers with. */
export interface ServedImage {
  ext: string;
  mimeType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export interface ServedImageOptions {
  /** The most image bytes held at once. */
  maxBytes?: number;
  /**
   * How long an entry is trusted. Every instance empties the cache when the stored images
   * change (announced on PostgreSQL); this bounds what a missed announcement could keep.
   */
  ttlMs?: number;
}

/**
 * Recently served images in memory, by content hash, so a popular image does not cost a
 * database read per request. An image larger than the whole budget is never kept.
 */
export function servedImageCache({
  maxBytes = 32 * 1024 * 1024,
  ttlMs = 60_000,
}: ServedImageOptions = {}) {
  const cache = new LRUCache<string, ServedImage>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.bytes.byteLength),
    ttl: ttlMs,
  });
  // Counts emptyings, so an image read before one is not put back after it.
  let generation = 0;
  return {
    get: (sha256: string) => cache.get(sha256),
    /** Read before the database, and handed to `set` with what it read. */
    get generation() {
      return generation;
    },
    set(sha256: string, image: ServedImage, readAt: number) {
      if (readAt === generation && image.bytes.byteLength <= maxBytes) cache.set(sha256, image);
    },
    clear() {
      generation += 1;
      cache.clear();
    },
  };
}

export type ServedImageCache = ReturnType<typeof servedImageCache>;
