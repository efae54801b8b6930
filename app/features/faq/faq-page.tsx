import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { ContactBox } from '#app/features/contact/contact-box.tsx';
import { formIntents, replyFor, type FormReply } from '#app/lib/form-reply.ts';
import { pageLinks } from '#content/page-links.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import type { FaqPageData } from './faq-data.server.ts';

/** The answers, then the contact box for a question they leave open. */
export function FaqPage({
  data,
  reply,
}: {
  data: FaqPageData & { heading: string };
  /** The answer to the contact box posted without JavaScript. */
  reply?: FormReply<string> | undefined;
}) {
  const { heading, intro, links, disclaimer, items } = data;
  const related = [
    { to: pageLinks.quickAnswers.path, label: links.quickAnswers },
    { to: pageLinks.legalNotice.path, label: links.legalNotice },
    { to: pageLinks.terms.path, label: links.terms },
    { to: pageLinks.privacy.path, label: links.privacy },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
      <nav aria-label="Related pages" className="mt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {related.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-primary underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <aside
        aria-labelledby="faq-disclaimer"
        className="mt-8 flex gap-3 rounded-md border border-warning-foreground/30 bg-warning p-4 text-warning-foreground"
      >
        <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <h2 id="faq-disclaimer" className="font-semibold">
            {disclaimer.title}
          </h2>
          <p className="mt-1 text-sm">{disclaimer.text}</p>
        </div>
      </aside>
      <div className="mt-8">
        <FaqAccordion items={items} />
      </div>
      <div className="mt-10">
        <ContactBox action={pageLinks.faq.path} reply={replyFor(reply, formIntents.contact)} />
      </div>
    </div>
  );
}
