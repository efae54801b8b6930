import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import { issueSlug } from './issue-slug.ts';
import { setSlug, type BroadcastRow } from './broadcasts-repository.ts';

/**
 * Tells the site's archive that what it shows changed: a sent broadcast shown on it (its page
 * address fixed from its subject and id the first time), or one taken off. Called in the
 * transaction of the change; the caller reloads `ctx.newsletterArchive` once it commits.
 */
export async function announceArchiveChange(tx: Database, broadcast: BroadcastRow): Promise<void> {
  if (broadcast.archived && broadcast.slug === null) {
    await setSlug(tx, broadcast.id, issueSlug(broadcast.subject, broadcast.id));
  }
  await announceContentChange(tx, 'broadcasts');
}
