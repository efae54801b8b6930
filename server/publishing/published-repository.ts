import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { publishingEntries, publishingPeople, publishingRedirects } from '#server/db/schema.ts';
import type { EntryContent, EntryKind } from '#shared/contracts/publishing.ts';

/** A published entry's row, as the public pages need it. */
export interface PublishedRow {
  id: number;
  kind: EntryKind;
  content: EntryContent;
  publishedOn: string;
  updatedOn: string;
  reviewedOn: string | null;
  changedAt: Date;
}

/** Every entry the site shows now, oldest first. */
export async function publishedRows(db: Database): Promise<PublishedRow[]> {
  const rows = await db
    .select({
      id: publishingEntries.id,
      kind: publishingEntries.kind,
      content: publishingEntries.published,
      publishedOn: publishingEntries.publishedOn,
      updatedOn: publishingEntries.updatedOn,
      reviewedOn: publishingEntries.reviewedOn,
      changedAt: publishingEntries.changedAt,
    })
    .from(publishingEntries)
    .where(and(eq(publishingEntries.status, 'published'), isNotNull(publishingEntries.published)))
    .orderBy(asc(publishingEntries.publishedOn), asc(publishingEntries.id));
  return rows.flatMap((row) =>
    row.content && row.publishedOn
      ? [
          {
            ...row,
            content: row.content,
            publishedOn: row.publishedOn,
            updatedOn: row.updatedOn ?? row.publishedOn,
          },
        ]
      : [],
  );
}

export async function peopleRows(db: Database) {
  return db
    .select({
      id: publishingPeople.id,
      slug: publishingPeople.slug,
      name: publishingPeople.name,
      credentials: publishingPeople.credentials,
      bio: publishingPeople.bio,
      photo: publishingPeople.photo,
    })
    .from(publishingPeople)
    .orderBy(asc(publishingPeople.name));
}

export async function redirectRows(db: Database) {
  return db
    .select({ fromPath: publishingRedirects.fromPath, toPath: publishingRedirects.toPath })
    .from(publishingRedirects);
}

const fingerprintResult = z.object({
  rows: z.array(z.object({ fingerprint: z.string().nullable() })),
});

/**
 * A short digest of everything the published content is read from: each shown entry's id,
 * revision and dates, each person's last change, each moved address. Equal digests mean an equal
 * snapshot, so a reload that finds nothing new reads no entry's text.
 */
export async function publishedFingerprint(db: Database): Promise<string> {
  const result = fingerprintResult.parse(
    await db.execute(sql`
    select md5(
      coalesce((select string_agg(
        concat_ws(':', id, published_revision, published_on, updated_on, reviewed_on, changed_at),
        ',' order by id)
        from ${publishingEntries} where ${publishingEntries.status} = 'published'), '')
      || '|' || coalesce((select string_agg(concat_ws(':', id, updated_at), ',' order by id)
        from ${publishingPeople}), '')
      || '|' || coalesce((select string_agg(concat_ws('>', from_path, to_path), ',' order by from_path)
        from ${publishingRedirects}), '')
    ) as fingerprint`),
  );
  return result.rows[0]?.fingerprint ?? '';
}

/** One entry's working copy and its dates, for the preview of its page; undefined if no such entry. */
export async function entryDraftRow(db: Database, id: number) {
  const [row] = await db
    .select({
      id: publishingEntries.id,
      kind: publishingEntries.kind,
      draft: publishingEntries.draft,
      publishedOn: publishingEntries.publishedOn,
      updatedOn: publishingEntries.updatedOn,
      reviewedOn: publishingEntries.reviewedOn,
      changedAt: publishingEntries.changedAt,
    })
    .from(publishingEntries)
    .where(eq(publishingEntries.id, id))
    .limit(1);
  return row;
}
