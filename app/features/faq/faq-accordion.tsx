import { ChevronDown } from 'lucide-react';
import { ContentHtml } from '#app/content/content-html.tsx';
import type { FaqPageData } from './faq-data.server.ts';

/**
 * Native disclosure widgets: several can be open at once, Enter and Space toggle
 * them, and they work without any script. Each has its entry's id as anchor; the
 * one a link names (/faq#refunds) is opened by faq-accordion-island.ts.
 */
export function FaqAccordion({ items }: { items: FaqPageData['items'] }) {
  return (
    <div data-island="faq-accordion" className="divide-y rounded-md border bg-card">
      {items.map((item) => (
        // scroll-mt: a linked question lands below the sticky header, not under it.
        <details key={item.id} id={item.id} className="group scroll-mt-20">
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
