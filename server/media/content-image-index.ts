import type { Database } from '#server/db/database.ts';
import { mediaUrl } from '#shared/contracts/admin-images.ts';
import type { ContentImage, ContentImages } from '#shared/content-images.ts';
import { listImageRows } from './media-repository.ts';

/**
 * The uploaded images, kept in memory so a page's lookup costs nothing: each file name's newest
 * upload (what content names) and every stored hash (what the public URLs serve).
 */
export interface ContentImageIndex {
  lookup: ContentImages;
  /** Whether an image of this hash is stored: a public URL of any other is answered without a query. */
  has(sha256: string): boolean;
  /** Reads the images again (after an upload or removal here or on another instance); true when they changed. */
  reload(): Promise<boolean>;
  onChange(listener: () => void): void;
}

/** Each file name's newest upload, read at start and again on `reload()`. */
export async function contentImageIndex(db: Database): Promise<ContentImageIndex> {
  let byName = new Map<string, ContentImage>();
  let hashes = new Set<string>();
  let stored = '';
  const listeners: Array<() => void> = [];
  // One read at a time, so an older answer never replaces a newer one.
  let reading: Promise<boolean> = Promise.resolve(false);

  async function read(): Promise<boolean> {
    const rows = await listImageRows(db);
    const ids = rows.map((row) => row.id).join(',');
    if (ids === stored) return false;
    const next = new Map<string, ContentImage>();
    // Newest first: the first row of a name is the one pages show.
    for (const row of rows) {
      if (next.has(row.name)) continue;
      next.set(row.name, {
        url: mediaUrl(row.sha256, row.ext),
        width: row.width,
        height: row.height,
      });
    }
    byName = next;
    hashes = new Set(rows.map((row) => row.sha256));
    stored = ids;
    for (const listener of listeners) listener();
    return true;
  }

  const reload = () => (reading = reading.catch(() => false).then(read));
  await reload();
  return {
    lookup: (name) => byName.get(name),
    has: (sha256) => hashes.has(sha256),
    reload,
    onChange: (listener) => void listeners.push(listener),
  };
}
