import { Star } from 'lucide-react';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { reviewsCopy } from './reviews-copy.ts';

const outOf = [1, 2, 3, 4, 5] as const;

/** A rating drawn as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span
      role="img"
      aria-label={fillPlaceholders(reviewsCopy.stars, { n: String(rating) })}
      className="inline-flex shrink-0 gap-0.5 text-warning-foreground"
    >
      {outOf.map((star) => (
        <Star
          key={star}
          className={star <= rating ? 'size-4 fill-current' : 'size-4 opacity-40'}
          aria-hidden
        />
      ))}
    </span>
  );
}
