import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { publishingEntries, publishingReviews, publishingRevisions } from '#server/db/schema.ts';
import type { EntryContent } from '#shared/contracts/publishing.ts';

/** What marking an entry reviewed reads of it. */
export async function findEntryToReview(db: Database, id: number) {
  const [row] = await db
    .select({
      id: publishingEntries.id,
      kind: publishingEntries.kind,
      status: publishingEntries.status,
      version: publishingEntries.version,
      draft: publishingEntries.draft,
      published: publishingEntries.published,
    })
    .from(publishingEntries)
    .where(eq(publishingEntries.id, id));
  return row;
}

/**
 * Sets the review's dates on the entry if it is still at `version`, and moves the version on:
 * a substantive change moves the updated date too, and the sitemap's lastmod of a published
 * entry. Answers the new version, or undefined when another save came first.
 */
export async function setReviewed(
  tx: Database,
  review: {
    entryId: number;
    version: number;
    reviewedOn: string;
    substantive: boolean;
    now: Date;
    savedBy: string;
  },
): Promise<{ version: number; draft: EntryContent } | undefined> {
  const e = publishingEntries;
  const [row] = await tx
    .update(e)
    .set({
      reviewedOn: review.reviewedOn,
      ...(review.substantive
        ? {
            updatedOn: review.reviewedOn,
            changedAt: sql`case when ${e.status} = 'published' then ${review.now.toISOString()}::timestamptz else ${e.changedAt} end`,
          }
        : {}),
      version: sql`${e.version} + 1`,
      savedAt: review.now,
      savedBy: review.savedBy,
    })
    .where(and(eq(e.id, review.entryId), eq(e.version, review.version)))
    .returning({ version: e.version, draft: e.draft });
  return row;
}

/** The review's own row; answers its id. */
export async function insertReview(
  tx: Database,
  review: typeof publishingReviews.$inferInsert,
): Promise<number> {
  const [row] = await tx
    .insert(publishingReviews)
    .values(review)
    .returning({ id: publishingReviews.id });
  if (!row) throw new Error('The review was not stored.');
  return row.id;
}

/** The entry's next revision, numbered after its last (publishing_revisions_entry_number). */
export async function insertReviewedRevision(
  tx: Database,
  revision: { entryId: number; content: EntryContent; savedAt: Date; savedBy: string },
): Promise<void> {
  const r = publishingRevisions;
  await tx.insert(r).values({
    entryId: revision.entryId,
    number: sql`(select coalesce(max(${r.number}), 0) + 1 from ${r} where ${r.entryId} = ${revision.entryId})`,
    action: 'reviewed',
    content: revision.content,
    savedAt: revision.savedAt,
    savedBy: revision.savedBy,
  });
}
