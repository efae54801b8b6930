import { ArrowLeft, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { ContentHtml } from '#app/content/content-html.tsx';
import { CtaBox } from '#app/features/long-form/cta-box.tsx';
import type { ArchiveIssueData } from './archive-data.server.ts';
import { ArchiveSignUp } from './archive-sign-up.tsx';

/** One archived issue: the mail's subject and body as a page, then the guide's offer and the sign-up. */
export function ArchiveIssuePage({ data }: { data: ArchiveIssueData }) {
  const { issue, html, copy, cta, archivePath } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{issue.subject}</h1>
        {issue.summary && <p className="mt-4 text-lg text-muted-foreground">{issue.summary}</p>}
        <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          {copy.sentOn} <time dateTime={issue.sentOn}>{issue.sentDate}</time>
        </p>
      </header>
      <ContentHtml html={html} className="mt-8" />
      <CtaBox copy={cta} />
      <ArchiveSignUp copy={copy.subscribe} />
      <Link
        to={archivePath}
        className="mt-10 inline-flex min-h-11 items-center gap-1 font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.backToArchive}
      </Link>
    </article>
  );
}
