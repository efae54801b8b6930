import type { AdminActor } from '#server/audit/audit-actor.ts';
import { recordAudit } from '#server/audit/audit-repository.ts';
import type { ServerContext } from '#server/context.ts';
import { announceContentChange } from '#server/db/content-changes.ts';
import type { Database } from '#server/db/database.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { ServiceError } from '#server/service-error.ts';
import type { AuditAction } from '#shared/contracts/admin.ts';
import {
  missingForPublication,
  staleSaveMessage,
  type EntryContent,
  type EntryDetail,
  type EntryKind,
  type EntryStatus,
  type EntrySummary,
  type Revision,
  type SaveEntry,
} from '#shared/contracts/publishing.ts';
import { adminPath } from '#content/page-links.ts';
import { postPath, stateGuidePath } from '#shared/published-content.ts';
import { routeTable } from '#shared/route-table.ts';
import { dayIn } from '#shared/time-zone.ts';
import { entryPath } from './entry-path.ts';
import {
  contentProblems,
  namedPeople,
  slugTakenMessage,
  type FieldProblems,
} from './entry-rules.ts';
import {
  deleteEntry as deleteEntryRow,
  dropRedirect,
  existingPeople,
  findEntry,
  insertEntry,
  insertRevision,
  listEntries,
  lockEntry,
  repointRedirects,
  revisionOf,
  revisionsOf,
  setRedirect,
  slugTaken,
  updateEntry,
  type EntryListRow,
  type EntryRow,
  type RevisionAction,
} from './publishing-repository.ts';

export type PublishingContext = Pick<ServerContext, 'db' | 'clock' | 'settings' | 'published'>;

/** A page of the back office's lists. */
export const entriesPageSize = 50;

export const entryNotFound = new ServiceError(
  'not_found',
  'not_found',
  'There is no such entry. It may have been deleted.',
);
const staleVersion = new ServiceError('conflict', 'conflict', staleSaveMessage);

const invalid = (fields: FieldProblems) =>
  new ServiceError(
    'rejected',
    'validation_failed',
    'Some fields are missing or invalid.',
    undefined,
    fields,
  );

const fixedPageRefusal = (what: string) =>
  new ServiceError(
    'rejected',
    'fixed_page',
    `This page is part of the site and cannot be ${what}. Change its text instead.`,
  );

function summaryOf(row: EntryListRow): EntrySummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.draft.title,
    path: entryPath(row.kind, row.slug),
    status: row.status,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    publishedOn: row.publishedOn,
    updatedOn: row.updatedOn,
    reviewedOn: row.reviewedOn,
    hasDraftChanges: row.hasDraftChanges,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByEmail,
  };
}

function detailOf(row: EntryListRow): EntryDetail {
  return { ...summaryOf(row), version: row.version, draft: row.draft, published: row.published };
}

export async function listPublishingEntries(
  ctx: PublishingContext,
  query: { kind?: EntryKind; status?: EntryStatus; q?: string; page: number },
): Promise<{ entries: EntrySummary[]; total: number }> {
  const { rows, total } = await listEntries(ctx.db, {
    kind: query.kind,
    status: query.status,
    q: query.q,
    limit: entriesPageSize,
    offset: (query.page - 1) * entriesPageSize,
  });
  return { entries: rows.map(summaryOf), total };
}

export async function publishingEntry(ctx: PublishingContext, id: number): Promise<EntryDetail> {
  const row = await findEntry(ctx.db, id);
  if (!row) throw entryNotFound;
  return detailOf(row);
}

/**
 * Refuses content a page could not show as written: the contract's own checks are done by the
 * route; here what needs the database or the entry it replaces.
 */
async function checkContent(
  tx: Database,
  content: EntryContent,
  current?: EntryRow,
  forPublication = false,
): Promise<void> {
  const problems = {
    ...(forPublication ? missingForPublication(content) : {}),
    ...contentProblems(content, current),
  };
  const named = namedPeople(content);
  const found = await existingPeople(
    tx,
    named.map(([, id]) => id),
  );
  for (const [field, id] of named)
    if (!found.has(id)) problems[field] ??= 'This person no longer exists: choose another.';
  if (
    problems['content.slug'] === undefined &&
    problems['content.kind'] === undefined &&
    (await slugTaken(tx, content.kind, content.slug, current?.id))
  )
    problems['content.slug'] = slugTakenMessage(content.kind);
  if (Object.keys(problems).length > 0) throw invalid(problems);
}

/** The entry locked for a change made from `version`, or why not. */
async function lockedAt(tx: Database, id: number, version?: number): Promise<EntryRow> {
  const row = await lockEntry(tx, id);
  if (!row) throw entryNotFound;
  if (version !== undefined && row.version !== version) throw staleVersion;
  return row;
}

const audited = (
  tx: Database,
  actor: AdminActor,
  action: AuditAction,
  row: Pick<EntryRow, 'id' | 'kind'>,
  content: EntryContent,
  detail: Record<string, unknown> = {},
) =>
  recordAudit(tx, {
    ...actor,
    action,
    target: String(row.id),
    targetLabel: content.title,
    detail: { kind: row.kind, slug: content.slug, ...detail },
  });

const revisionOfActor = (
  tx: Database,
  entryId: number,
  action: RevisionAction,
  content: EntryContent,
  actor: AdminActor,
  savedAt: Date,
) => insertRevision(tx, { entryId, action, content, savedAt, savedBy: actor.actorId });

/** Runs a change of what the site shows, then reads the published content again. */
async function changingSite<T>(
  ctx: PublishingContext,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const result = await inTransaction(ctx.db, async (tx) => {
    const value = await work(tx);
    await announceContentChange(tx, 'publishing');
    return value;
  });
  await ctx.published.reload();
  return result;
}

/** A new draft, never shown until published; revision 1. */
export async function createEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  content: EntryContent,
): Promise<EntryDetail> {
  const now = ctx.clock();
  const id = await inTransaction(ctx.db, async (tx) => {
    await checkContent(tx, content);
    const row = await insertEntry(tx, {
      kind: content.kind,
      slug: content.slug,
      draft: content,
      savedAt: now,
      savedBy: actor.actorId,
    });
    await revisionOfActor(tx, row.id, 'saved', content, actor, now);
    await audited(tx, actor, 'entry_created', row, content);
    return row.id;
  });
  return publishingEntry(ctx, id);
}

/**
 * Saves the working copy edited from `version`. An autosave keeps it and writes nothing
 * else; a save the admin asked for is also a revision and an audit entry.
 */
export async function saveEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
  input: SaveEntry,
): Promise<EntryDetail> {
  const now = ctx.clock();
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockedAt(tx, id, input.version);
    await checkContent(tx, input.content, row);
    await updateEntry(tx, id, {
      draft: input.content,
      version: row.version + 1,
      // Before its first publication an entry's address is its draft's.
      ...(row.published === null ? { slug: input.content.slug } : {}),
      savedAt: now,
      savedBy: actor.actorId,
    });
    if (input.autosave) return;
    await revisionOfActor(tx, id, 'saved', input.content, actor, now);
    await audited(tx, actor, 'entry_saved', row, input.content);
  });
  return publishingEntry(ctx, id);
}

/**
 * The addresses after `row` went live at its draft's slug: a renamed page's old address
 * answers 301 to the new one (and so do those that led to the old one), and the new one is
 * no longer a redirect.
 */
export async function moveAddress(
  tx: Database,
  kind: EntryKind,
  oldSlug: string,
  newSlug: string,
  wasOnline: boolean,
): Promise<void> {
  const newPath = entryPath(kind, newSlug);
  if (wasOnline && oldSlug !== newSlug) {
    const oldPath = entryPath(kind, oldSlug);
    await setRedirect(tx, oldPath, newPath);
    await repointRedirects(tx, oldPath, newPath);
  }
  await dropRedirect(tx, newPath);
}

/** The working copy becomes what the site shows, now. */
export async function publishEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
  version: number,
): Promise<EntryDetail> {
  const now = ctx.clock();
  const today = dayIn(now, ctx.settings.current().timeZone);
  await changingSite(ctx, async (tx) => {
    const row = await lockedAt(tx, id, version);
    await checkContent(tx, row.draft, row, true);
    const revision = await revisionOfActor(tx, id, 'published', row.draft, actor, now);
    await updateEntry(tx, id, {
      status: 'published',
      published: row.draft,
      publishedRevision: revision,
      slug: row.draft.slug,
      scheduledAt: null,
      publishedOn: row.publishedOn ?? today,
      updatedOn: row.updatedOn ?? today,
      changedAt: now,
    });
    await moveAddress(tx, row.kind, row.slug, row.draft.slug, row.published !== null);
    await audited(tx, actor, 'entry_published', row, row.draft, { revision });
  });
  return publishingEntry(ctx, id);
}

/**
 * Publishes the working copy at `at` (server/publishing/scheduled-publishing.ts). Only an
 * entry not on the site may wait for its time: a published one would leave the site until
 * then (docs/decisions/117).
 */
export async function scheduleEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
  input: { version: number; at: string },
): Promise<EntryDetail> {
  const now = ctx.clock();
  const at = new Date(input.at);
  if (at <= now) throw invalid({ at: 'Choose a time in the future.' });
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockedAt(tx, id, input.version);
    if (row.status === 'published')
      throw new ServiceError(
        'conflict',
        'already_published',
        'This page is on the site: publish the changes now, or unpublish it first and schedule it again.',
      );
    await checkContent(tx, row.draft, row, true);
    await revisionOfActor(tx, id, 'scheduled', row.draft, actor, now);
    await updateEntry(tx, id, { status: 'scheduled', scheduledAt: at });
    await audited(tx, actor, 'entry_scheduled', row, row.draft, { at: at.toISOString() });
  });
  return publishingEntry(ctx, id);
}

/**
 * Takes the entry off the site (its address answers 404); what was published is kept, so
 * publishing again brings it back. A scheduled entry stops waiting.
 */
export async function unpublishEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
): Promise<EntryDetail> {
  const now = ctx.clock();
  await changingSite(ctx, async (tx) => {
    const row = await lockedAt(tx, id);
    if (row.kind === 'page') throw fixedPageRefusal('unpublished');
    if (row.status !== 'published' && row.status !== 'scheduled')
      throw new ServiceError('conflict', 'not_published', 'This page is not published.');
    await updateEntry(tx, id, {
      status: row.published === null ? 'draft' : 'unpublished',
      scheduledAt: null,
      ...(row.status === 'published' ? { changedAt: now } : {}),
    });
    await audited(tx, actor, 'entry_unpublished', row, row.draft, { from: row.status });
  });
  return publishingEntry(ctx, id);
}

const longFormPrefixes = [postPath(''), stateGuidePath('')];

/** The site's fixed public pages (the home page, the blog, the legal pages...). */
const fixedPages = routeTable.filter(
  (page) =>
    !page.private &&
    page.path !== adminPath &&
    !longFormPrefixes.some((prefix) => page.path.startsWith(prefix)),
);
const fixedPaths = new Set(fixedPages.map((page) => page.path));

/** Whether `path` is a page the site shows now (a fixed page or a published entry). */
function isLivePath(ctx: PublishingContext, path: string): boolean {
  return fixedPaths.has(path) || ctx.published.current().pageAt(path) !== undefined;
}

/**
 * Deletes the entry and its revisions; its address, if it was ever on the site, answers 410
 * Gone or 301 to the page the seller chose.
 */
export async function deleteEntry(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
  redirectTo: string | null,
): Promise<void> {
  await changingSite(ctx, async (tx) => {
    const row = await lockedAt(tx, id);
    if (row.kind === 'page') throw fixedPageRefusal('deleted');
    const path = entryPath(row.kind, row.slug);
    if (redirectTo !== null && (redirectTo === path || !isLivePath(ctx, redirectTo)))
      throw invalid({ redirectTo: 'Choose one of the site’s own pages.' });
    await deleteEntryRow(tx, id);
    if (row.published !== null) {
      await setRedirect(tx, path, redirectTo);
      await repointRedirects(tx, path, redirectTo);
    }
    await audited(tx, actor, 'entry_deleted', row, row.draft, { redirectTo });
  });
}

function revisionView(row: {
  number: number;
  action: RevisionAction;
  savedAt: Date;
  savedByEmail: string | null;
}): Revision {
  return {
    number: row.number,
    action: row.action,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByEmail,
  };
}

export async function entryRevisions(
  ctx: PublishingContext,
  id: number,
): Promise<{ revisions: Revision[] }> {
  const row = await findEntry(ctx.db, id);
  if (!row) throw entryNotFound;
  return { revisions: (await revisionsOf(ctx.db, id)).map(revisionView) };
}

const revisionNotFound = new ServiceError('not_found', 'not_found', 'There is no such revision.');

/** One revision's content, with what is published now to compare it with. */
export async function entryRevision(
  ctx: PublishingContext,
  id: number,
  number: number,
): Promise<{ revision: Revision; content: EntryContent; published: EntryContent | null }> {
  const [row, revision] = await Promise.all([
    findEntry(ctx.db, id),
    revisionOf(ctx.db, id, number),
  ]);
  if (!row) throw entryNotFound;
  if (!revision) throw revisionNotFound;
  return { revision: revisionView(revision), content: revision.content, published: row.published };
}

/** The working copy becomes an earlier revision's content; the site shows it once published. */
export async function restoreRevision(
  ctx: PublishingContext,
  actor: AdminActor,
  id: number,
  number: number,
  version: number,
): Promise<EntryDetail> {
  const now = ctx.clock();
  await inTransaction(ctx.db, async (tx) => {
    const row = await lockedAt(tx, id, version);
    const revision = await revisionOf(tx, id, number);
    if (!revision) throw revisionNotFound;
    await checkContent(tx, revision.content, row);
    await updateEntry(tx, id, {
      draft: revision.content,
      version: row.version + 1,
      ...(row.published === null ? { slug: revision.content.slug } : {}),
      savedAt: now,
      savedBy: actor.actorId,
    });
    await revisionOfActor(tx, id, 'restored', revision.content, actor, now);
    await audited(tx, actor, 'entry_restored', row, revision.content, { revision: number });
  });
  return publishingEntry(ctx, id);
}

/** A page of the site the editor may link to. */
export interface SiteLink {
  path: string;
  title: string;
  kind: 'page' | 'post' | 'state_guide' | 'person';
}

/** The site's own pages for the editor's link picker: the fixed public pages and what is published. */
export function publishingLinks(ctx: PublishingContext): { links: SiteLink[] } {
  const published = ctx.published.current();
  const fixed = fixedPages.map((page) => ({
    path: page.path,
    title: page.label,
    kind: 'page' as const,
  }));
  return {
    links: [
      ...fixed,
      ...published
        .posts()
        .map((post) => ({ path: post.path, title: post.content.title, kind: 'post' as const })),
      ...published.stateGuides().map((guide) => ({
        path: guide.path,
        title: guide.content.title,
        kind: 'state_guide' as const,
      })),
      ...published
        .people()
        .map((person) => ({ path: person.path, title: person.name, kind: 'person' as const })),
    ],
  };
}
