import type { PageMeta } from './page-meta.ts';

/** What articles and state guides share: both are long-form pages with Article structured data. */
export interface LongFormMeta extends PageMeta {
  slug: string;
  category: string;
  /** Stated reading time; a test holds the text to it. */
  readMinutes: number;
  /** First publication, YYYY-MM-DD. The last change is kept with the text, in its front matter. */
  published: string;
}

export type ArticleMeta = LongFormMeta;

/** Where an article lives; with ':slug' it is the route pattern of every article. */
export const articlePath = (slug: string) => `/blog/${slug}`;

function article(meta: Omit<ArticleMeta, 'path' | 'heading' | 'type' | 'cache'>): ArticleMeta {
  return {
    ...meta,
    path: articlePath(meta.slug),
    heading: meta.title,
    type: 'article',
    cache: 'public',
  };
}

export const articles: readonly ArticleMeta[] = [
  article({
    slug: 'child-support-agency-violations',
    label: 'Agency Violations',
    title: 'Child Support Agency Violations: When the Agency Breaks Its Own Rules',
    description:
      'How to recognize procedural mistakes by a child support agency, from defective service to missed deadlines, and why they matter to your challenge.',
    keywords: ['child support agency violations', 'due process child support'],
    category: 'Agency Procedure',
    readMinutes: 9,
    published: '2026-10-06',
  }),
  article({
    slug: 'invalid-child-support-orders',
    label: 'Invalid Orders',
    title: 'Is Your Child Support Order Invalid? Signs to Look For',
    description:
      'The common reasons an administrative child support order can be invalid, and what to check in your own paperwork.',
    keywords: ['invalid child support order', 'void child support order'],
    category: 'Child Support Orders',
    readMinutes: 8,
    published: '2026-09-22',
  }),
  article({
    slug: 'acknowledgment-of-paternity',
    label: 'Acknowledgment of Paternity',
    title: 'Challenging an Acknowledgment of Paternity',
    description:
      'What a voluntary acknowledgment of paternity means, the deadlines to rescind or challenge it, and how fraud or duress changes them.',
    keywords: ['acknowledgment of paternity', 'rescind paternity', 'paternity challenge'],
    category: 'Paternity Law',
    readMinutes: 8,
    published: '2026-09-08',
  }),
  article({
    slug: 'administrative-vs-judicial-child-support',
    label: 'Administrative vs. Judicial',
    title: 'Administrative vs. Judicial Child Support Orders: The Difference',
    description:
      'How orders issued by a child support agency differ from court orders, and why the difference shapes how you challenge them.',
    keywords: ['administrative vs judicial child support', 'administrative child support order'],
    category: 'Child Support Basics',
    readMinutes: 6,
    published: '2026-08-25',
  }),
  article({
    slug: 'challenge-child-support-without-court-hearing',
    label: 'Challenge Without a Hearing',
    title: 'How to Challenge Child Support Without a Court Hearing',
    description:
      'The administrative review route: requesting a review, preparing evidence and meeting the deadlines without going to court.',
    keywords: ['challenge child support without court', 'administrative review child support'],
    category: 'Administrative Review',
    readMinutes: 6,
    published: '2026-08-11',
  }),
];

export const featuredArticleSlug = 'child-support-agency-violations';

export function findArticle(slug: string): ArticleMeta | undefined {
  return articles.find((entry) => entry.slug === slug);
}
