import { Star } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';

interface StarRatingProps {
  /** The first radio's id: focus goes there when the rating is missing. */
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The rating as a group of five labelled radios ("1 star" .. "5 stars"), with its error. */
export function StarRating({ id, value, error, onChange }: StarRatingProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className={cn(
        'flex flex-col gap-2 rounded-md border p-3',
        error ? 'border-destructive' : 'border-transparent',
      )}
    >
      <legend className="px-1 text-sm font-medium">
        {copy.ratingLegend}
        <span className="text-destructive" aria-hidden>
          {' *'}
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {copy.stars.map((label, index) => {
          const stars = String(index + 1);
          const checked = value === stars;
          return (
            <label
              key={stars}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring',
                checked ? 'border-primary bg-primary/10' : 'bg-background',
              )}
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name="rating"
                value={stars}
                required
                checked={checked}
                onChange={() => onChange(stars)}
                className="size-4 accent-primary"
              />
              <span className="flex text-amber-600 dark:text-amber-400" aria-hidden>
                {Array.from({ length: index + 1 }, (_, star) => (
                  <Star key={star} className="size-4 fill-current" />
                ))}
              </span>
              <span>{label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
