import { FlaskConical } from 'lucide-react';
import { sampleReviews } from '#content/sample-reviews.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { sampleReviewsCopy } from './reviews-copy.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { Stars } from './stars.tsx';
import { useReviews } from './use-reviews.ts';

const copy = sampleReviewsCopy;

/**
 * The seed's testimonials and rating line, each marked as a sample, and whether the site
 * shows them now (the server decides: test payments and nothing of the seller's own).
 */
export function SamplesCard() {
  const { data } = useReviews();

  return (
    <SectionCard
      icon={FlaskConical}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-3"
    >
      {data && (
        <p className="text-sm font-medium" role="status">
          {data.samplesShown ? copy.shownNow : copy.hiddenNow}
        </p>
      )}
      <details className="rounded-md border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium sm:px-4">
          {copy.showSamples}
        </summary>
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y border-t">
          <li className="flex flex-wrap items-center gap-2 px-3 py-3 text-sm sm:px-4">
            <StatusBadge tone="warning">{copy.badge}</StatusBadge>
            <Stars rating={sampleReviews.rating} />
            <span>
              {sampleReviews.average} · {sampleReviews.basedOn}
            </span>
          </li>
          {sampleReviews.items.map((item) => (
            <li key={item.name} className="flex flex-col gap-1 px-3 py-3 sm:px-4">
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge tone="warning">{copy.badge}</StatusBadge>
                <span className="font-medium">{item.name}</span>
                <span className="text-sm text-muted-foreground">{item.location}</span>
              </span>
              <p className="text-sm text-muted-foreground">{item.quote}</p>
            </li>
          ))}
        </ul>
      </details>
    </SectionCard>
  );
}
