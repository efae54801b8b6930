import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { joinedUserEmail, joinUserOf } from '#server/auth/user-parts-repository.ts';
import type { Database } from '#server/db/database.ts';
import {
  publishingEntries,
  publishingPeople,
  publishingRedirects,
  publishingRevisions,
} from '#server/db/schema.ts';
import type {
  EntryContent,
  EntryKind,
  EntryStatus,
  Revision,
} from '#shared/contracts/publishing.ts';

export type EntryRow = typeof publishingEntries.$inferSelect;
export type RevisionAction = Revision['action'];

export interface EntryFilter {
  kind?: EntryKind;
  status?: EntryStatus;
  /** Words of the title or the slug. */
  q?: string;
  offset: number;
  limit: number;
}

/**
 * An entry as the back office lists it: whether its working copy differs from the site, and
 * the address of the admin who saved it last.
 */
export type EntryListRow = EntryRow & { hasDraftChanges: boolean; savedByEmail: string | null };

const savedByUser = joinUserOf(publishingEntries.savedBy);
const listed = {
  entry: publishingEntries,
  hasDraftChanges: sql<boolean>`${publishingEntries.draft} is distinct from ${publishingEntries.published}`,
  savedByEmail: joinedUserEmail,
};

const listRow = (row: {
  entry: EntryRow;
  hasDraftChanges: boolean;
  savedByEmail: string | null;
}): EntryListRow => ({
  ...row.entry,
  hasDraftChanges: row.hasDraftChanges,
  savedByEmail: row.savedByEmail,
});

const draftText = (key: string) => sql<string>`${publishingEntries.draft}->>${key}`;

function filterOf(filter: EntryFilter): SQL | undefined {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    filter.kind ? eq(publishingEntries.kind, filter.kind) : undefined,
    filter.status ? eq(publishingEntries.status, filter.status) : undefined,
    pattern
      ? or(ilike(draftText('title'), pattern), ilike(publishingEntries.slug, pattern))
      : undefined,
  );
}

/**
 * One page of entries: state guides by their short label, pages by key, posts newest first
 * (those never published, then by first publication).
 */
export async function listEntries(
  db: Database,
  filter: EntryFilter,
): Promise<{ rows: EntryListRow[]; total: number }> {
  const where = filterOf(filter);
  const order =
    filter.kind === 'state_guide'
      ? [asc(draftText('label')), asc(publishingEntries.id)]
      : filter.kind === 'page'
        ? [asc(publishingEntries.slug)]
        : [
            sql`${publishingEntries.publishedOn} desc nulls first`,
            desc(publishingEntries.createdAt),
            desc(publishingEntries.id),
          ];
  const [rows, [counted]] = await Promise.all([
    db
      .select(listed)
      .from(publishingEntries)
      .leftJoin(savedByUser.table, savedByUser.on)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(publishingEntries).where(where),
  ]);
  return {
    rows: rows.map(listRow),
    total: counted?.total ?? 0,
  };
}

export async function findEntry(db: Database, id: number): Promise<EntryListRow | undefined> {
  const [row] = await db
    .select(listed)
    .from(publishingEntries)
    .leftJoin(savedByUser.table, savedByUser.on)
    .where(eq(publishingEntries.id, id));
  return row && listRow(row);
}

/** The entry, its row locked until the transaction ends: saves of it wait in turn. */
export async function lockEntry(tx: Database, id: number): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(publishingEntries)
    .where(eq(publishingEntries.id, id))
    .for('update');
  return row;
}

/** Whether another entry of `kind` has this slug, published or in its working copy. */
export async function slugTaken(
  db: Database,
  kind: EntryKind,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: publishingEntries.id })
    .from(publishingEntries)
    .where(
      and(
        eq(publishingEntries.kind, kind),
        or(eq(publishingEntries.slug, slug), eq(draftText('slug'), slug)),
        exceptId === undefined ? undefined : ne(publishingEntries.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertEntry(
  tx: Database,
  values: { kind: EntryKind; slug: string; draft: EntryContent; savedAt: Date; savedBy: string },
): Promise<EntryRow> {
  const [row] = await tx.insert(publishingEntries).values(values).returning();
  if (!row) throw new Error('The entry was not stored.');
  return row;
}

export type EntryChange = Partial<Omit<typeof publishingEntries.$inferInsert, 'id' | 'kind'>>;

export async function updateEntry(tx: Database, id: number, change: EntryChange): Promise<void> {
  await tx.update(publishingEntries).set(change).where(eq(publishingEntries.id, id));
}

/** Deletes the entry; its revisions and reviews go with it (cascade). */
export async function deleteEntry(tx: Database, id: number): Promise<void> {
  await tx.delete(publishingEntries).where(eq(publishingEntries.id, id));
}

/** The next revision's number for the entry: call it with the entry locked or claimed. */
const nextRevisionNumber = (entryId: SQL | number) =>
  sql<number>`(select coalesce(max(${publishingRevisions.number}), 0) + 1 from ${publishingRevisions} where ${publishingRevisions.entryId} = ${entryId})`;

/** Writes the entry's next revision; returns its number. */
export async function insertRevision(
  tx: Database,
  values: {
    entryId: number;
    action: RevisionAction;
    content: EntryContent;
    savedAt: Date;
    savedBy: string | null;
    /** The number the entry already names (a claimed publication); the next one otherwise. */
    number?: number;
  },
): Promise<number> {
  const [row] = await tx
    .insert(publishingRevisions)
    .values({ ...values, number: values.number ?? nextRevisionNumber(values.entryId) })
    .returning({ number: publishingRevisions.number });
  if (!row) throw new Error('The revision was not stored.');
  return row.number;
}

const revisionSavedBy = joinUserOf(publishingRevisions.savedBy);
const revisionFields = {
  number: publishingRevisions.number,
  action: publishingRevisions.action,
  savedAt: publishingRevisions.savedAt,
  savedByEmail: joinedUserEmail,
};

/** A revision as the back office lists it: by whom, when, and how it came about. */
export interface RevisionListRow {
  number: number;
  action: RevisionAction;
  savedAt: Date;
  savedByEmail: string | null;
}

/** The entry's revisions, newest first, without their content. */
export async function revisionsOf(db: Database, entryId: number): Promise<RevisionListRow[]> {
  return db
    .select(revisionFields)
    .from(publishingRevisions)
    .leftJoin(revisionSavedBy.table, revisionSavedBy.on)
    .where(eq(publishingRevisions.entryId, entryId))
    .orderBy(desc(publishingRevisions.number));
}

export async function revisionOf(
  db: Database,
  entryId: number,
  number: number,
): Promise<(RevisionListRow & { content: EntryContent }) | undefined> {
  const [row] = await db
    .select({ ...revisionFields, content: publishingRevisions.content })
    .from(publishingRevisions)
    .leftJoin(revisionSavedBy.table, revisionSavedBy.on)
    .where(and(eq(publishingRevisions.entryId, entryId), eq(publishingRevisions.number, number)));
  return row;
}

/** Of these people's ids, those that exist. */
export async function existingPeople(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: publishingPeople.id })
    .from(publishingPeople)
    .where(inArray(publishingPeople.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The address now answers with a 301 to `toPath`, or 410 Gone when it is null. */
export async function setRedirect(
  tx: Database,
  fromPath: string,
  toPath: string | null,
): Promise<void> {
  await tx
    .insert(publishingRedirects)
    .values({ fromPath, toPath })
    .onConflictDoUpdate({ target: publishingRedirects.fromPath, set: { toPath } });
}

/** Redirects that led to `oldPath` now lead to `newPath` in one hop (or answer 410 with null). */
export async function repointRedirects(
  tx: Database,
  oldPath: string,
  newPath: string | null,
): Promise<void> {
  await tx
    .update(publishingRedirects)
    .set({ toPath: newPath })
    .where(eq(publishingRedirects.toPath, oldPath));
}

/** A path that names a live page again answers with that page, not a redirect. */
export async function dropRedirect(tx: Database, fromPath: string): Promise<void> {
  await tx.delete(publishingRedirects).where(eq(publishingRedirects.fromPath, fromPath));
}

const isDue = (now: Date) =>
  and(eq(publishingEntries.status, 'scheduled'), sql`${publishingEntries.scheduledAt} <= ${now}`);

/** A scheduled entry the scheduler published, with the slug it had before. */
export interface ClaimedEntry {
  id: number;
  kind: EntryKind;
  oldSlug: string;
  wasPublished: boolean;
  content: EntryContent;
  revision: number;
  savedBy: string | null;
}

/**
 * Publishes every scheduled entry due at `now` in ONE conditional update: two instances
 * running it at once each publish only the rows they claimed (the second finds them no longer
 * 'scheduled' once the first commits), so each entry is published exactly once.
 */
export async function publishDueEntries(
  tx: Database,
  now: Date,
  today: string,
): Promise<ClaimedEntry[]> {
  const before = tx
    .select({
      id: publishingEntries.id,
      oldSlug: sql<string>`${publishingEntries.slug}`.as('old_slug'),
      wasPublished: sql<boolean>`${publishingEntries.published} is not null`.as('was_published'),
    })
    .from(publishingEntries)
    .where(isDue(now))
    .as('before');
  return tx
    .update(publishingEntries)
    .set({
      status: 'published',
      published: sql`${publishingEntries.draft}`,
      slug: sql`${publishingEntries.draft}->>'slug'`,
      publishedRevision: nextRevisionNumber(sql`${publishingEntries.id}`),
      scheduledAt: null,
      publishedOn: sql`coalesce(${publishingEntries.publishedOn}, ${today}::date)`,
      updatedOn: sql`coalesce(${publishingEntries.updatedOn}, ${today}::date)`,
      changedAt: now,
    })
    .from(before)
    .where(and(eq(publishingEntries.id, before.id), isDue(now)))
    .returning({
      id: publishingEntries.id,
      kind: publishingEntries.kind,
      oldSlug: before.oldSlug,
      wasPublished: before.wasPublished,
      content: publishingEntries.draft,
      revision: sql<number>`${publishingEntries.publishedRevision}`,
      savedBy: publishingEntries.savedBy,
    });
}
