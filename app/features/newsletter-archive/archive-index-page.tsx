import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBox } from '#app/features/long-form/cta-box.tsx';
import type { FormReply } from '#app/lib/form-reply.ts';
import type { ArchiveIndexData } from './archive-data.server.ts';
import { ArchiveSignUp } from './archive-sign-up.tsx';

/** `/newsletter`: the archived issues, newest first, then the sign-up and the guide's offer. */
export function ArchiveIndexPage({
  data,
  reply,
}: {
  data: ArchiveIndexData;
  reply?: FormReply<string> | undefined;
}) {
  const { heading, copy, cta, issues } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{copy.intro}</p>

      <section aria-labelledby="issues-heading" className="mt-10">
        <h2 id="issues-heading" className="text-2xl font-bold">
          {copy.listHeading}
        </h2>
        {issues.length === 0 ? (
          <p className="mt-4 rounded-md border border-dashed p-6 text-muted-foreground">
            {copy.empty}
          </p>
        ) : (
          <ul className="mt-6 flex flex-col gap-4">
            {issues.map((issue) => (
              <li key={issue.path}>
                <article className="rounded-md border bg-card p-6">
                  <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                    <CalendarDays className="size-4" aria-hidden />
                    {copy.sentOn} <time dateTime={issue.sentOn}>{issue.sentDate}</time>
                  </p>
                  <h3 className="mt-2 text-xl font-bold">
                    <Link to={issue.path} className="hover:text-primary">
                      {issue.subject}
                    </Link>
                  </h3>
                  {issue.summary && <p className="mt-2 text-muted-foreground">{issue.summary}</p>}
                  <Link
                    to={issue.path}
                    aria-label={`${copy.readIssue}: ${issue.subject}`}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-primary hover:underline"
                  >
                    {copy.readIssue}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ArchiveSignUp copy={copy.subscribe} reply={reply} />
      <CtaBox copy={cta} />
    </div>
  );
}
