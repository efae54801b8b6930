import { MessageSquareQuote } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { ProofSummaryLine } from '#app/features/social-proof/proof-summary.tsx';
import type { ProofView } from '#app/features/social-proof/proof-view.server.ts';
import { QuoteFigure } from '#app/features/social-proof/quote-figure.tsx';
import { socialProofCopy } from '#content/social-proof.ts';

/** The newest buyers' reviews, short, beside the guarantee: what others found before paying. */
export function ReviewsCard({ proof }: { proof: ProofView }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={MessageSquareQuote}
        title={socialProofCopy.checkoutTitle}
        titleId={titleId}
      />
      <CardContent className="flex flex-col gap-4">
        {proof.summary && (
          <ProofSummaryLine
            summary={proof.summary}
            className="flex flex-wrap items-center gap-2 text-sm"
          />
        )}
        <ul className="flex flex-col divide-y">
          {proof.quotes.map((quote) => (
            <li key={quote.key} className="py-4 first:pt-0 last:pb-0">
              <QuoteFigure quote={quote} framed={false} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
