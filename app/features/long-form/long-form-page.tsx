import { CalendarDays, Clock } from 'lucide-react';
import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { AttorneyNotice } from '#app/components/layout/attorney-notice.tsx';
import { ContentHtml } from '#app/content/content-html.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { InlineSignUp } from '#app/features/exit-intent/inline-sign-up.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { longFormCopy } from '#content/long-form.ts';
import { CtaBox } from './cta-box.tsx';
import type { Byline, LongFormPageData, PageLink } from './long-form-data.server.ts';
import { SourceList } from './source-list.tsx';

function LinkList({ title, links }: { title: string; links: readonly PageLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="block h-full rounded-md border bg-card p-4 transition-colors hover:border-primary"
            >
              <span className="font-semibold text-primary">{link.title}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PersonLink({ label, person }: { label: string; person: Byline }) {
  return (
    <span>
      {label}{' '}
      <Link to={person.path} className="font-semibold text-primary hover:underline">
        {person.name}
      </Link>
      {person.credentials && `, ${person.credentials}`}
    </span>
  );
}

/** An article or a state guide: its text with a call to action at each marker, the newsletter's sign-up, then related links. */
export function LongFormPage({
  data,
  statesTitle,
}: {
  data: LongFormPageData;
  statesTitle: string;
}) {
  const { page, sections, cta } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <header>
        <Badge variant="secondary">{page.category}</Badge>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{page.description}</p>
        <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            {fillPlaceholders(longFormCopy.readTime, { minutes: String(page.readMinutes) })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden />
            {longFormCopy.published} <time dateTime={page.days.published}>{page.published}</time>
            {page.updated !== page.published && (
              <>
                {` · ${longFormCopy.updated} `}
                <time dateTime={page.days.updated}>{page.updated}</time>
              </>
            )}
            {page.reviewed && page.days.reviewed && (
              <>
                {` · ${longFormCopy.lastReviewed} `}
                <time dateTime={page.days.reviewed}>{page.reviewed}</time>
              </>
            )}
          </span>
        </p>
        {(page.author || page.reviewer) && (
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            {page.author && <PersonLink label={longFormCopy.writtenBy} person={page.author} />}
            {page.reviewer && <PersonLink label={longFormCopy.reviewedBy} person={page.reviewer} />}
          </p>
        )}
        <AttorneyNotice notice={data.attorneyNotice} className="mt-6" />
      </header>
      <div className="mt-8">
        {sections.map((html, index) => (
          <Fragment key={index}>
            {index > 0 && <CtaBox copy={cta} />}
            <ContentHtml html={html} />
          </Fragment>
        ))}
      </div>
      {data.sources.length > 0 && <SourceList sources={data.sources} />}
      <InlineSignUp />
      <div className="mt-12 flex flex-col gap-10">
        <LinkList title={longFormCopy.moreArticles} links={data.articles} />
        <LinkList title={statesTitle} links={data.states} />
      </div>
    </article>
  );
}
