import { Star } from 'lucide-react';
import { fieldErrorClass, ruleAttributes } from '#app/components/ui/form-markup.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import { reviewRules } from '#shared/contracts/reviews.ts';

interface StarRatingProps {
  /** The first radio's id: focus goes there when the rating is missing. */
  id: string;
  /** The rating chosen when the page was drawn (a reply's value), or ''. */
  defaultValue: string;
  error: string | undefined;
}

/**
 * The rating as a group of five labelled radios ("1 star" .. "5 stars"), with its error. The
 * chosen one is styled by CSS alone (`has-checked`); the form island flags the fieldset.
 */
export function StarRating({ id, defaultValue, error }: StarRatingProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2 rounded-md border border-transparent p-3 aria-invalid:border-destructive"
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
          return (
            <label
              key={stars}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name="rating"
                value={stars}
                {...ruleAttributes(reviewRules.rating)}
                defaultChecked={defaultValue === stars}
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
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
