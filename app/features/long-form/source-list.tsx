import { useId } from 'react';
import { longFormCopy } from '#content/long-form.ts';
import type { LongFormPageData } from './long-form-data.server.ts';

/** What a page relies on, at its end: each source linked, what it supports and when it was last checked. */
export function SourceList({ sources }: { sources: LongFormPageData['sources'] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t pt-6">
      <h2 id={headingId} className="text-xl font-bold">
        {longFormCopy.sources}
      </h2>
      <ol className="mt-4 flex list-decimal flex-col gap-3 pl-6 text-sm">
        {sources.map((source) => (
          <li key={`${source.url} ${source.title}`}>
            <a href={source.url} className="font-semibold text-primary underline">
              {source.title}
            </a>
            {source.supports && <span className="text-muted-foreground">: {source.supports}</span>}
            <span className="text-muted-foreground">
              {' '}
              ({longFormCopy.verified} {source.verified})
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
