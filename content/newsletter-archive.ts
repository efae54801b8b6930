import { pageLinks } from './page-links.ts';

/** Where the archive of sent newsletters lives: its index, and one page per issue under it. */
export const newsletterArchivePath = pageLinks.newsletterArchive.path;

/** What an issue's slug is made of: see server/broadcasts/issue-slug.ts. */
export const issueSlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

/** The page of one archived issue: the broadcast's slug after the archive's path. */
export function newsletterIssuePath(slug: string): string {
  return `${newsletterArchivePath}/${slug}`;
}

/**
 * The slug a path names when it is an issue's (`/newsletter/<slug>`, one segment), else
 * undefined. `/newsletter/confirm` and `/newsletter/unsubscribe` are the sign-up's own pages,
 * answered before any page: no issue ever has those slugs (see server/newsletter-archive/).
 */
export function issueSlugOf(pathname: string): string | undefined {
  const prefix = `${newsletterArchivePath}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const slug = pathname.slice(prefix.length).replace(/\/$/, '');
  return issueSlugPattern.test(slug) ? slug : undefined;
}

/** Copy of the archive's index and issue pages. Strings may use the {{placeholders}}. */
export const newsletterArchiveCopy = {
  intro:
    'Every e-mail we sent to our readers, kept here to read at your own pace: deadlines to watch, mistakes to avoid and what to ask the agency.',
  /** The index with nothing archived yet. */
  empty: 'No issue has been published here yet. Subscribe below and the first one reaches you.',
  listHeading: 'Past Issues',
  readIssue: 'Read issue',
  sentOn: 'Sent',
  backToArchive: 'All issues',
  subscribe: {
    heading: 'Get the Next Issue by E-mail',
    text: 'Short e-mail tips for parents facing an administrative child support order. Confirm once, unsubscribe with one click.',
  },
} as const;
