import type { Jurisdiction } from '#shared/contracts/publishing-oversight.ts';
import {
  stateGuideSectionKeys,
  type EntryDetail,
  type Person,
  type StateGuideContent,
} from '#shared/contracts/publishing.ts';
import { usStates } from '#shared/us-states.ts';

/**
 * `GET /api/admin/publishing/jurisdictions`: all 51, in the server's order (most visited first),
 * Texas and California covered, every other state with fewer visits the further down it is.
 */
export function jurisdictionsAnswer(): { jurisdictions: Jurisdiction[] } {
  const covered: Record<string, Jurisdiction['entry']> = {
    TX: {
      id: 7,
      status: 'published',
      path: '/states/texas-child-support',
      reviewedOn: '2026-10-02',
      updatedOn: '2026-10-03',
    },
    CA: {
      id: 6,
      status: 'draft',
      path: '/states/california-child-support',
      reviewedOn: null,
      updatedOn: null,
    },
  };
  const order = [
    'TX',
    'OH',
    'CA',
    ...usStates.map(([code]) => code).filter((code) => !['TX', 'OH', 'CA'].includes(code)),
  ];
  const jurisdictions = order.map((code, index) => ({
    code,
    name: usStates.find(([stateCode]) => stateCode === code)?.[1] ?? code,
    visits90: (order.length - index) * 10,
    entry: covered[code] ?? null,
  }));
  return { jurisdictions };
}

/** A state guide's content, every section empty unless told. */
export function stateGuideContent(overrides: Partial<StateGuideContent> = {}): StateGuideContent {
  return {
    kind: 'state_guide',
    title: 'Ohio Child Support',
    description: 'How Ohio orders work.',
    keywords: [],
    slug: 'ohio-child-support',
    label: 'Ohio Child Support',
    state: 'OH',
    agency: 'OCSS',
    agencyName: 'Office of Child Support Services',
    challengeDays: 30,
    sections: Object.fromEntries(
      stateGuideSectionKeys.map((key) => [key, { heading: '', body: '' }]),
    ) as StateGuideContent['sections'],
    authorId: null,
    reviewerId: null,
    sources: [],
    ...overrides,
  };
}

/** An entry as the editor reads it: a published Ohio guide unless told. */
export function entryDetail(overrides: Partial<EntryDetail> = {}): EntryDetail {
  const content = stateGuideContent();
  return {
    id: 52,
    kind: 'state_guide',
    slug: content.slug,
    title: content.title,
    path: '/states/ohio-child-support',
    status: 'published',
    scheduledAt: null,
    publishedOn: '2026-11-01',
    updatedOn: '2026-11-01',
    reviewedOn: null,
    hasDraftChanges: false,
    savedAt: '2026-11-01T12:00:00.000Z',
    savedBy: 'owner@example.com',
    version: 4,
    draft: content,
    published: content,
    ...overrides,
  };
}

export function person(overrides: Partial<Person> = {}): Person {
  return {
    id: 1,
    name: 'Dana Reyes',
    slug: 'dana-reyes',
    credentials: 'Family law attorney',
    bio: 'Practised in Texas for 12 years.',
    photo: null,
    path: '/authors/dana-reyes',
    ...overrides,
  };
}
