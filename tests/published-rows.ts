import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { publishingEntries, publishingPeople, publishingRedirects } from '#server/db/schema.ts';
import {
  stateGuideSectionKeys,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';
import { postPath } from '#shared/published-content.ts';

// Rows of what the seller published, written as the Publishing services would leave them, for
// tests of what the site shows (the services themselves are tested through the admin API).

/** A post's content, with a short body unless given. */
export function postContent(slug: string, overrides: Partial<PostContent> = {}): PostContent {
  return {
    kind: 'post',
    title: `A post called ${slug}`,
    description: `What ${slug} is about, in a sentence.`,
    keywords: [],
    slug,
    label: slug,
    category: 'Guides',
    body: `Text of ${slug}.`,
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** A state guide's content with every section empty but the overview. */
export function stateGuideContent(
  slug: string,
  state: string,
  overrides: Partial<StateGuideContent> = {},
): StateGuideContent {
  const sections = Object.fromEntries(
    stateGuideSectionKeys.map((key) => [key, { heading: '', body: '' }]),
  ) as StateGuideContent['sections'];
  return {
    kind: 'state_guide',
    title: `Child support in ${state}`,
    description: `The ${state} guide.`,
    keywords: [],
    slug,
    label: state,
    state,
    agency: 'CSA',
    agencyName: 'Child Support Agency',
    challengeDays: 30,
    sections: { ...sections, overview: { heading: '', body: `How ${state} does it.` } },
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** A published entry (revision 1), changed at `changedAt`; resolves its id. */
export async function insertPublished(
  db: Database,
  content: PostContent | StateGuideContent,
  dates: { publishedOn?: string; changedAt?: Date } = {},
): Promise<number> {
  const publishedOn = dates.publishedOn ?? '2026-01-15';
  const [row] = await db
    .insert(publishingEntries)
    .values({
      kind: content.kind,
      slug: content.slug,
      status: 'published',
      draft: content,
      published: content,
      publishedRevision: 1,
      publishedOn,
      updatedOn: publishedOn,
      changedAt: dates.changedAt ?? new Date(`${publishedOn}T12:00:00Z`),
    })
    .returning({ id: publishingEntries.id });
  if (!row) throw new Error('No entry inserted.');
  return row.id;
}

export async function insertPerson(db: Database, slug: string, name: string): Promise<number> {
  const [row] = await db
    .insert(publishingPeople)
    .values({ slug, name })
    .returning({ id: publishingPeople.id });
  if (!row) throw new Error('No person inserted.');
  return row.id;
}

/** An address that moved (`to`) or is gone (null). */
export async function insertRedirect(db: Database, from: string, to: string | null) {
  await db.insert(publishingRedirects).values({ fromPath: from, toPath: to });
}

/**
 * A draft entry published the way the publish service does it, by SQL: its draft becomes what
 * the site shows under a new slug, the old address redirects to the new one, and every instance
 * is told (`content_changes`). Stands in for `POST adminApi.publishEntry(id)` where that API is
 * not at hand.
 */
export async function publishBySql(
  db: Database,
  entryId: number,
  content: PostContent,
  oldPath?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update publishing_entries
      set draft = ${JSON.stringify(content)}::jsonb, published = ${JSON.stringify(content)}::jsonb,
        slug = ${content.slug}, status = 'published', changed_at = now(), version = version + 1,
        published_on = coalesce(published_on, current_date), updated_on = current_date
      where id = ${entryId}`);
    if (oldPath)
      await tx.execute(sql`insert into publishing_redirects (from_path, to_path)
        values (${oldPath}, ${postPath(content.slug)})
        on conflict (from_path) do update set to_path = excluded.to_path`);
    await tx.execute(sql`select pg_notify('content_changes', 'publishing')`);
  });
}

/** A post never published: a draft at version 1, as the editor creates it. */
export async function insertDraft(db: Database, content: PostContent): Promise<number> {
  const [row] = await db
    .insert(publishingEntries)
    .values({ kind: content.kind, slug: content.slug, status: 'draft', draft: content })
    .returning({ id: publishingEntries.id });
  if (!row) throw new Error('No draft inserted.');
  return row.id;
}
