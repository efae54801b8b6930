import { publishingEntries, publishingRevisions } from '#server/db/schema.ts';
import {
  stateGuideSectionKeys,
  type EntryContent,
  type PageContent,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';
import type { TestApp } from './test-app.ts';

let made = 0;

/** A unique slug for a test entry. */
export const testSlug = (stem = 'test-entry') => `${stem}-${(made += 1)}`;

/** A post's content as the editor sends it: valid, unpublished slug, no people. */
export function postContent(overrides: Partial<PostContent> = {}): PostContent {
  return {
    kind: 'post',
    title: 'When the Agency Misses Its Own Deadline',
    description: 'What a missed deadline means for an administrative order.',
    keywords: ['missed deadline'],
    slug: testSlug('agency-deadline'),
    label: 'Missed deadlines',
    category: 'Procedure',
    body: 'The guide costs {{price}}.\n\n## What to do\n\nWrite to the agency.',
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [
      {
        title: 'Federal regulation',
        url: 'https://www.ecfr.gov/current/title-45/section-303.8',
        supports: 'The review rules',
        verifiedOn: '2026-01-15',
      },
    ],
    ...overrides,
  };
}

/** A state guide's content: every section but two filled in. */
export function stateGuideContent(overrides: Partial<StateGuideContent> = {}): StateGuideContent {
  const sections = Object.fromEntries(
    stateGuideSectionKeys.map((key, index) => [
      key,
      index < stateGuideSectionKeys.length - 2
        ? { heading: `About ${key}`, body: `What to know about ${key} in Ohio.` }
        : { heading: '', body: '' },
    ]),
  ) as StateGuideContent['sections'];
  return {
    kind: 'state_guide',
    title: 'Ohio Child Support: Challenging an Administrative Order',
    description: 'How Ohio administrative orders work and how to challenge one.',
    keywords: ['Ohio child support'],
    slug: testSlug('ohio-child-support'),
    label: 'Ohio',
    state: 'OH',
    agency: 'CSEA',
    agencyName: 'Child Support Enforcement Agency',
    challengeDays: 30,
    sections,
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** A fixed page's content (a legal page: a Markdown body). */
export function pageContent(overrides: Partial<PageContent> = {}): PageContent {
  return {
    kind: 'page',
    title: 'Legal Notice',
    description: 'The {{guideName}} is educational information.',
    keywords: ['legal notice'],
    slug: 'legal-notice',
    body: 'This notice applies to {{brand}}.',
    blocks: null,
    ...overrides,
  };
}

/**
 * An entry stored as the seed's are: published on `publishedOn` (a draft when null) with its
 * revision 1, and the site's published content read again. Returns its id.
 */
export async function storedEntry(
  t: Pick<TestApp, 'ctx'>,
  content: EntryContent,
  publishedOn: string | null = '2025-01-10',
): Promise<number> {
  const [row] = await t.ctx.db
    .insert(publishingEntries)
    .values({
      kind: content.kind,
      slug: content.slug,
      status: publishedOn === null ? 'draft' : 'published',
      draft: content,
      published: publishedOn === null ? null : content,
      publishedRevision: publishedOn === null ? null : 1,
      publishedOn,
      updatedOn: publishedOn,
    })
    .returning({ id: publishingEntries.id });
  if (!row) throw new Error('The test entry was not stored.');
  await t.ctx.db.insert(publishingRevisions).values({
    entryId: row.id,
    number: 1,
    action: publishedOn === null ? 'saved' : 'published',
    content,
  });
  await t.ctx.published.reload();
  return row.id;
}
