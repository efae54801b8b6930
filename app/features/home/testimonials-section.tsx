import { ProofSummaryLine } from '#app/features/social-proof/proof-summary.tsx';
import type { ProofView } from '#app/features/social-proof/proof-view.server.ts';
import { QuoteFigure } from '#app/features/social-proof/quote-figure.tsx';

/** The testimonials section's body: the average line when it shows, then every quote. */
export function Testimonials({ proof }: { proof: ProofView }) {
  return (
    <>
      {proof.summary && (
        <ProofSummaryLine
          summary={proof.summary}
          className="mt-4 flex flex-wrap items-center justify-center gap-2 text-center"
        />
      )}
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {proof.quotes.map((quote) => (
          <li key={quote.key}>
            <QuoteFigure quote={quote} />
          </li>
        ))}
      </ul>
    </>
  );
}
