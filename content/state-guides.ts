import type { LongFormMeta } from './articles.ts';

export interface StateGuideMeta extends LongFormMeta {
  state: string;
  /** The agency that issues administrative orders in that state. */
  agency: string;
  agencyName: string;
  /** Days from service to challenge an administrative order. */
  challengeDays: number;
}

/** Where a state guide lives; with ':slug' it is the route pattern of every guide. */
export const stateGuidePath = (slug: string) => `/states/${slug}`;

function guide(
  slug: string,
  meta: Omit<
    StateGuideMeta,
    'slug' | 'path' | 'heading' | 'label' | 'title' | 'type' | 'category' | 'readMinutes'
  >,
): StateGuideMeta {
  const title = `${meta.state} Child Support: Challenging an Administrative Order`;
  return {
    ...meta,
    slug,
    path: stateGuidePath(slug),
    label: `${meta.state} Child Support`,
    title,
    heading: title,
    type: 'article',
    category: 'State Guide',
    cache: 'public',
    readMinutes: 5,
  };
}

export const stateGuides: readonly StateGuideMeta[] = [
  guide('california-child-support', {
    published: '2026-10-20',
    state: 'California',
    agency: 'DCSS',
    agencyName: 'Department of Child Support Services',
    challengeDays: 30,
    description:
      'How California DCSS administrative child support orders work and how to challenge one within 30 days of service.',
    keywords: ['California child support', 'DCSS', 'challenge California child support order'],
  }),
  guide('texas-child-support', {
    published: '2026-10-20',
    state: 'Texas',
    agency: 'OAG',
    agencyName: 'Office of the Attorney General Child Support Division',
    challengeDays: 30,
    description:
      'How Texas OAG child support orders work and how to challenge one within 30 days of service.',
    keywords: ['Texas child support', 'OAG child support', 'challenge Texas child support order'],
  }),
  guide('florida-child-support', {
    published: '2026-10-27',
    state: 'Florida',
    agency: 'DOR',
    agencyName: 'Department of Revenue Child Support Program',
    challengeDays: 20,
    description:
      'How Florida DOR administrative support orders work and how to request a hearing within 20 days.',
    keywords: [
      'Florida child support',
      'Florida DOR child support',
      'administrative support order',
    ],
  }),
  guide('new-york-child-support', {
    published: '2026-10-27',
    state: 'New York',
    agency: 'SCU',
    agencyName: 'Support Collection Unit',
    challengeDays: 35,
    description:
      'How New York SCU enforcement works and how to file a petition for administrative review within 35 days.',
    keywords: ['New York child support', 'SCU', 'administrative review New York'],
  }),
  guide('pennsylvania-child-support', {
    published: '2026-11-03',
    state: 'Pennsylvania',
    agency: 'BCSE',
    agencyName: 'Bureau of Child Support Enforcement',
    challengeDays: 30,
    description:
      'How Pennsylvania BCSE child support orders work and how to file an administrative appeal within 30 days.',
    keywords: ['Pennsylvania child support', 'BCSE', 'Pennsylvania administrative appeal'],
  }),
];

export function findStateGuide(slug: string): StateGuideMeta | undefined {
  return stateGuides.find((entry) => entry.slug === slug);
}
