import { ChevronDown } from 'lucide-react';
import { ContentHtml } from '#app/content/content-html.tsx';
import type { FaqPageData } from './faq-data.server.ts';

/**
 * Native disclosure widgets: several can be open at once, Enter and Space toggle
 * them, and they work before any script runs.
 */
export function FaqAccordion({ items }: { items: FaqPageData['items'] }) {
  return (
    <div className="divide-y rounded-md border bg-card">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
            <h2 className="text-base">{item.question}</h2>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="px-5 pb-5 text-muted-foreground">
            {item.answerHtml.map((html) => (
              <ContentHtml key={html} html={`<p>${html}</p>`} className="mt-3 first:mt-0" />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
