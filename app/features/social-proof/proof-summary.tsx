import type { ProofSummary } from './proof-view.server.ts';
import { StarRating } from './star-rating.tsx';

/** The average line above the quotes ("4.8/5 from 23 verified buyers"), or the seed's sample line. */
export function ProofSummaryLine({
  summary,
  className,
}: {
  summary: ProofSummary;
  className?: string;
}) {
  return (
    <p className={className}>
      <StarRating stars={summary.stars} />
      <strong>{summary.headline}</strong>
      {summary.detail && <span className="text-muted-foreground">{summary.detail}</span>}
    </p>
  );
}
