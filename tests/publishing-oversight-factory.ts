import type { Database } from '#server/db/database.ts';
import { publishingEntries, publishingPeople } from '#server/db/schema.ts';
import {
  stateGuideSectionKeys,
  type EntryContent,
  type PersonInput,
  type PostContent,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';

/** A post's content as a test needs it: valid, no author, reviewer or sources unless told. */
export function postContent(overrides: Partial<PostContent> = {}): PostContent {
  return {
    kind: 'post',
    title: 'What an administrative review is',
    description: 'How the agency looks at your order again, and what to send.',
    keywords: [],
    slug: 'administrative-review',
    label: 'Administrative review',
    category: 'Guides',
    body: 'The review starts with a letter.',
    featured: false,
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** A state guide's content: every section empty but the overview. */
export function stateGuideContent(overrides: Partial<StateGuideContent> = {}): StateGuideContent {
  const sections = Object.fromEntries(
    stateGuideSectionKeys.map((key) => [key, { heading: '', body: '' }]),
  ) as StateGuideContent['sections'];
  return {
    kind: 'state_guide',
    title: 'Ohio child support: challenging an order',
    description: 'The Ohio agency, its deadlines and forms.',
    keywords: [],
    slug: 'ohio-child-support',
    label: 'Ohio',
    state: 'OH',
    agency: 'CSEA',
    agencyName: 'Child Support Enforcement Agency',
    challengeDays: 30,
    sections: { ...sections, overview: { heading: 'Overview', body: 'Ohio reviews orders.' } },
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** An entry stored as published (unless told otherwise) with its content as draft and published. */
export async function storedEntry(
  db: Database,
  content: EntryContent,
  overrides: Partial<typeof publishingEntries.$inferInsert> = {},
) {
  const published = (overrides.status ?? 'published') === 'published';
  const [row] = await db
    .insert(publishingEntries)
    .values({
      kind: content.kind,
      slug: content.slug,
      status: 'published',
      draft: content,
      published: published ? content : null,
      publishedRevision: published ? 1 : null,
      publishedOn: published ? '2026-01-10' : null,
      updatedOn: published ? '2026-01-10' : null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('the test entry was not stored');
  return row;
}

export function personInput(overrides: Partial<PersonInput> = {}): PersonInput {
  return {
    name: 'Dana Reviewer',
    slug: 'dana-reviewer',
    credentials: 'Family law paralegal',
    bio: 'Reads every guide against the statutes.',
    photo: null,
    ...overrides,
  };
}

export async function storedPerson(db: Database, overrides: Partial<PersonInput> = {}) {
  const [row] = await db.insert(publishingPeople).values(personInput(overrides)).returning();
  if (!row) throw new Error('the test person was not stored');
  return row;
}
