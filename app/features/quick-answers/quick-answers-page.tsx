import { ArrowRight, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#app/components/ui/badge.tsx';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { Card } from '#app/components/ui/card.tsx';
import { pageLinks } from '#content/page-links.ts';
import type { Urgency } from '#shared/contracts/page-blocks.ts';
import type { QuickAnswersPageData } from './quick-answers-data.server.ts';

const urgencyVariant = {
  Critical: 'destructive',
  High: 'default',
  Medium: 'secondary',
} as const satisfies Record<Urgency, string>;

export function QuickAnswersPage({ data }: { data: QuickAnswersPageData & { heading: string } }) {
  const { heading, intro, labels, cta, items, closing } = data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{intro}</p>
      <ol className="mt-8 flex flex-col gap-6">
        {items.map((item) => (
          <li key={item.question}>
            <Card className="p-6">
              {/* The badge sits under the question whatever its length, the same on every card. */}
              <div className="flex flex-col items-start gap-2">
                <h2 className="text-xl font-bold">{item.question}</h2>
                <Badge variant={urgencyVariant[item.urgency]}>
                  {labels.urgency}: {item.urgency}
                </Badge>
              </div>
              <h3 className="mt-4 text-sm font-semibold tracking-wide text-primary uppercase">
                {labels.quickAnswer}
              </h3>
              <p className="mt-1 font-medium">{item.quickAnswer}</p>
              <h3 className="mt-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                {labels.detailedAnswer}
              </h3>
              <p className="mt-1 text-muted-foreground">{item.detailedAnswer}</p>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t pt-4">
                <p className="inline-flex items-center gap-2 text-sm">
                  <BookOpen className="size-4 text-primary" aria-hidden />
                  <span className="font-semibold">{labels.guide}:</span> {item.guide}
                </p>
                <Link
                  to={pageLinks.checkout.path}
                  data-cta-location="quick_answer"
                  data-cta-type="link"
                  className="inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {cta}
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="quick-answers-closing"
        className="mt-12 rounded-md border border-primary bg-card p-8 text-center"
      >
        <h2 id="quick-answers-closing" className="text-2xl font-bold">
          {closing.heading}
        </h2>
        <p className="mt-3 text-muted-foreground">{closing.text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink
            size="cta"
            to={pageLinks.checkout.path}
            data-cta-location="quick_answers_offer"
            data-cta-type="button"
          >
            {closing.checkoutLabel}
          </ButtonLink>
          <ButtonLink size="cta" variant="outline" to={pageLinks.faq.path}>
            {closing.faqLabel}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
