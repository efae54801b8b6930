import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import { setSlug, slugsLike, type BroadcastRow } from './broadcasts-repository.ts';

const slugMax = 60;

/** "Deadlines: what to watch in 2027!" → "deadlines-what-to-watch-in-2027". */
export function slugOf(subject: string): string {
  const slug = subject
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, slugMax)
    .replace(/^-+|-+$/g, '');
  return slug || 'newsletter';
}

/** The first of `base`, `base-2`, `base-3` … that no broadcast has. */
export function freeSlug(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${String(n)}`)) n += 1;
  return `${base}-${String(n)}`;
}

/**
 * Tells the site's archive that what it shows changed: a sent broadcast shown on it (its page
 * address fixed from its subject the first time), or one taken off. Called in the transaction
 * of the change.
 */
export async function announceArchiveChange(tx: Database, broadcast: BroadcastRow): Promise<void> {
  if (broadcast.archived && broadcast.slug === null) {
    const base = slugOf(broadcast.subject);
    await setSlug(tx, broadcast.id, freeSlug(base, await slugsLike(tx, base)));
  }
  await announceContentChange(tx, 'broadcasts');
}
