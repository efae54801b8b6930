import { eq } from 'drizzle-orm';
import type { ServerContext } from '#server/context.ts';
import { publishingEntries, publishingPeople } from '#server/db/schema.ts';
import {
  stateGuideSectionKeys,
  type EntryContent,
  type PersonInput,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';

type PublishingContext = Pick<ServerContext, 'db' | 'published'>;

let made = 0;

/** A post's content: a short body with a call to action, no author, reviewer or sources. */
export function postContent(overrides: Partial<PostContent> = {}): PostContent {
  made += 1;
  return {
    kind: 'post',
    title: `Test post ${made}`,
    description: `What test post ${made} is about.`,
    keywords: [],
    slug: `test-post-${made}`,
    label: `Test post ${made}`,
    category: 'Testing',
    body: `## First part\n\nThe opening words of post ${made}.\n\n<!-- cta -->\n\n## Second part\n\nThe closing words.`,
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** A state guide's content for `state`: an overview and a deadline, the other sections empty. */
export function stateGuideContent(overrides: Partial<StateGuideContent> = {}): StateGuideContent {
  made += 1;
  const empty = { heading: '', body: '' };
  return {
    kind: 'state_guide',
    title: 'Ohio Child Support: Challenging an Administrative Order',
    description: 'How Ohio administrative orders work.',
    keywords: [],
    slug: `ohio-child-support-${made}`,
    label: 'Ohio Child Support',
    state: 'OH',
    agency: 'CSEA',
    agencyName: 'Child Support Enforcement Agency',
    challengeDays: 30,
    sections: {
      ...(Object.fromEntries(
        stateGuideSectionKeys.map((key) => [key, empty]),
      ) as StateGuideContent['sections']),
      overview: { heading: 'How orders work in Ohio', body: 'The agency sets support.' },
      deadline: { heading: 'The deadline', body: '**30 days** from service.' },
      nextSteps: { heading: 'What to do this week', body: 'Read your notice.' },
    },
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** An author or reviewer, stored and on the site once published content is reloaded. */
export async function insertPerson(
  ctx: PublishingContext,
  overrides: Partial<PersonInput> = {},
): Promise<{ id: number; slug: string; name: string }> {
  made += 1;
  const [row] = await ctx.db
    .insert(publishingPeople)
    .values({
      slug: `person-${made}`,
      name: `Person ${made}`,
      credentials: '',
      bio: '',
      photo: null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('the test person was not stored');
  await ctx.published.reload();
  return row;
}

/** Dates an entry is published with; the day of first publication unless told. */
export interface EntryDates {
  publishedOn?: string;
  updatedOn?: string;
  reviewedOn?: string | null;
}

/**
 * An entry stored as published (its working copy the same), and the site's published content
 * read again, as a publication does.
 */
export async function insertPublishedEntry(
  ctx: PublishingContext,
  content: EntryContent,
  dates: EntryDates = {},
): Promise<number> {
  const publishedOn = dates.publishedOn ?? '2026-11-30';
  const [row] = await ctx.db
    .insert(publishingEntries)
    .values({
      kind: content.kind,
      slug: content.slug,
      status: 'published',
      draft: content,
      published: content,
      publishedRevision: 1,
      publishedOn,
      updatedOn: dates.updatedOn ?? publishedOn,
      reviewedOn: dates.reviewedOn ?? null,
    })
    .returning({ id: publishingEntries.id });
  if (!row) throw new Error('the test entry was not stored');
  await ctx.published.reload();
  return row.id;
}

/** An entry never published: only its working copy exists. */
export async function insertDraftEntry(
  ctx: PublishingContext,
  content: EntryContent,
): Promise<number> {
  const [row] = await ctx.db
    .insert(publishingEntries)
    .values({ kind: content.kind, slug: content.slug, status: 'draft', draft: content })
    .returning({ id: publishingEntries.id });
  if (!row) throw new Error('the test entry was not stored');
  return row.id;
}

/** A working copy saved over an entry, as the editor's save does; what is published stays. */
export async function saveDraft(
  ctx: PublishingContext,
  id: number,
  content: EntryContent,
): Promise<void> {
  await ctx.db
    .update(publishingEntries)
    .set({ draft: content })
    .where(eq(publishingEntries.id, id));
}
