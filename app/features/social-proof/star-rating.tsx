import { Star } from 'lucide-react';
import type { StarsView } from './proof-view.server.ts';

const starCount = 5;

/** Five stars, as many filled as the rating rounds to; read out as the rating itself. */
export function StarRating({ stars }: { stars: StarsView }) {
  return (
    <span
      className="flex gap-0.5 text-amber-600 dark:text-amber-400"
      role="img"
      aria-label={stars.label}
    >
      {Array.from({ length: starCount }, (_, index) => (
        <Star
          key={index}
          className={index < stars.filled ? 'size-4 fill-current' : 'size-4'}
          aria-hidden
        />
      ))}
    </span>
  );
}
