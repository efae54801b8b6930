import { ContentHtml } from '#app/content/content-html.tsx';
import { legalCopy } from '#content/long-form.ts';
import type { LegalPageData } from './legal-page-data.server.ts';

export function LegalPage({ data }: { data: LegalPageData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{data.heading}</h1>
      <p className="mt-3 text-sm text-muted-foreground">
        {`${legalCopy.lastUpdated} ${data.updated}`}
      </p>
      <ContentHtml html={data.html} className="mt-8" />
    </article>
  );
}
