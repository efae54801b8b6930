import type { AppLoadContext } from 'react-router';
import { placeImages } from '#app/content/documents.server.ts';
import { formatDate } from '#app/content/format-date.ts';
import { renderSellerMarkdown } from '#app/content/seller-markdown.ts';
import { callToAction } from '#content/calls-to-action.ts';
import { newsletterArchiveCopy, newsletterIssuePath } from '#content/newsletter-archive.ts';
import { pages } from '#content/pages.ts';
import { findIssue, type ArchivedIssue } from '#shared/newsletter-archive.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';

/** An issue as the archive's list and its own page head it. */
function issueCard(issue: ArchivedIssue) {
  return {
    path: newsletterIssuePath(issue.slug),
    subject: issue.subject,
    summary: issue.preheader,
    sentOn: issue.sentOn,
    sentDate: formatDate(issue.sentOn),
  };
}

export type IssueCard = ReturnType<typeof issueCard>;

/** The words around the issues: the archive's copy and the guide's call to action, filled. */
function archiveTexts(context: AppLoadContext) {
  const values = placeholderValues(context.site);
  return {
    copy: fillCopy(newsletterArchiveCopy, values),
    cta: fillCopy(callToAction, values),
  };
}

/** `/newsletter`: every archived issue, newest first; an empty list says so and offers the sign-up. */
export function archiveIndexData(context: AppLoadContext) {
  return {
    heading: pages.newsletterArchive.heading,
    issues: context.newsletterArchive.issues().map(issueCard),
    ...archiveTexts(context),
  };
}

export type ArchiveIndexData = ReturnType<typeof archiveIndexData>;

/**
 * `/newsletter/<slug>`: one archived issue, its body rendered like the site's articles, or
 * undefined when the slug shows none (never a draft, a scheduled or a sending broadcast).
 */
export async function archiveIssueData(context: AppLoadContext, slug: string) {
  const issue = findIssue(context.newsletterArchive, slug);
  const body = issue && (await context.newsletterArchive.body(slug));
  if (!issue || body === undefined) return undefined;
  return {
    issue: issueCard(issue),
    html: placeImages(renderSellerMarkdown(body), context.contentImages),
    archivePath: pages.newsletterArchive.path,
    ...archiveTexts(context),
  };
}

export type ArchiveIssueData = NonNullable<Awaited<ReturnType<typeof archiveIssueData>>>;
