import type { ReactNode } from 'react';
import type { PageMeta } from '#content/page-meta.ts';
import { siteCopy } from '#content/site-copy.ts';

/** A page's heading over a short body, until the page's own content lands. */
export function PagePlaceholder({ page, children }: { page: PageMeta; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{page.description}</p>
      {children ?? <p className="mt-6 text-muted-foreground">{siteCopy.placeholder}</p>}
    </section>
  );
}
