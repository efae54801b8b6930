import type { Database } from '#server/db/database.ts';
import { reloadableSource } from '#server/reloadable-source.ts';
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

/** What the index holds: the image rows' ids (newest first) and what they give. */
interface StoredImages {
  ids: string;
  byName: ReadonlyMap<string, ContentImage>;
  hashes: ReadonlySet<string>;
}

/** Each file name's newest upload, read at start and again on `reload()`. */
export async function contentImageIndex(db: Database): Promise<ContentImageIndex> {
  const source = await reloadableSource<StoredImages>({
    initial: { ids: '', byName: new Map(), hashes: new Set() },
    async read(held) {
      const rows = await listImageRows(db);
      const ids = rows.map((row) => row.id).join(',');
      if (ids === held.ids) return held;
      const byName = new Map<string, ContentImage>();
      // Newest first: the first row of a name is the one pages show.
      for (const row of rows) {
        if (byName.has(row.name)) continue;
        byName.set(row.name, {
          url: mediaUrl(row.sha256, row.ext),
          width: row.width,
          height: row.height,
        });
      }
      return { ids, byName, hashes: new Set(rows.map((row) => row.sha256)) };
    },
  });
  return {
    lookup: (name) => source.current().byName.get(name),
    has: (sha256) => source.current().hashes.has(sha256),
    reload: source.reload,
    onChange: source.onChange,
  };
}
