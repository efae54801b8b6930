import { issueSlugOf, newsletterIssuePath } from '#content/newsletter-archive.ts';
import type { PageMeta } from '#content/page-meta.ts';

/** A sent broadcast the seller shows on the site, as the archive's pages list it. */
export interface ArchivedIssue {
  slug: string;
  subject: string;
  /** The line inboxes show after the subject: the issue's summary on the site. */
  preheader: string;
  /** The day it was sent, YYYY-MM-DD (UTC). */
  sentOn: string;
}

/** The newsletter archive as the pages read it (load context `newsletterArchive`). */
export interface NewsletterArchive {
  /** Every archived issue, newest first, from memory: no query per render. */
  issues(): readonly ArchivedIssue[];
  /** The Markdown body of an archived issue, or undefined when that slug shows none. */
  body(slug: string): Promise<string | undefined>;
}

/** The issue a slug names, among those archived now. */
export function findIssue(archive: NewsletterArchive, slug: string): ArchivedIssue | undefined {
  return archive.issues().find((issue) => issue.slug === slug);
}

/** An archive with nothing in it: for renders that have no database (tests, fixtures). */
export const noNewsletterArchive: NewsletterArchive = {
  issues: () => [],
  body: () => Promise.resolve(undefined),
};

/**
 * The page of the archived issue a path names, for its head and breadcrumb trail, or undefined
 * when the path names none. An issue is an article under its own subject; pages are cached
 * only from the route table, so an issue is rendered for each visit.
 */
export function archivedIssuePage(
  archive: NewsletterArchive,
  pathname: string,
): PageMeta | undefined {
  const slug = issueSlugOf(pathname);
  const issue = slug === undefined ? undefined : findIssue(archive, slug);
  if (!issue) return undefined;
  return {
    path: newsletterIssuePath(issue.slug),
    label: issue.subject,
    title: issue.subject,
    heading: issue.subject,
    description: issue.preheader === '' ? issue.subject : issue.preheader,
    keywords: [],
    type: 'article',
  };
}
