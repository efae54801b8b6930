import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { AdminTestimonial } from '#shared/contracts/admin-reviews.ts';
import { formatDay } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { RemoveFileButton } from '../kit/remove-file-button.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { deleteTestimonial } from './reviews-api.ts';
import { reviewsNotices, testimonialsCopy } from './reviews-copy.ts';
import { TestimonialForm } from './testimonial-form.tsx';

const copy = testimonialsCopy;

/** One of the seller's testimonials: its words, Edit (the form in its place) and Delete. */
export function TestimonialItem({ testimonial }: { testimonial: AdminTestimonial }) {
  const [editing, setEditing] = useState(false);
  const remove = useAdminAction({
    action: () => deleteTestimonial(testimonial.id),
    success: () => ({ ...reviewsNotices.testimonialRemoved, variant: 'success' }),
    failure: reviewsNotices.testimonialFailed,
    invalidates: [adminKeys.testimonials, adminKeys.reviewsAll, adminKeys.audit],
  });

  if (editing) {
    return (
      <li className="px-3 py-3 sm:px-4">
        <TestimonialForm editing={testimonial} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li className="flex flex-col gap-2 px-3 py-3 sm:px-4">
      <p className="text-sm break-words whitespace-pre-wrap">{testimonial.quote}</p>
      <p className="text-sm">
        <span className="font-medium">{testimonial.name}</span>
        {testimonial.location && (
          <span className="text-muted-foreground">, {testimonial.location}</span>
        )}
        <span className="text-muted-foreground">
          {' · '}
          <time dateTime={testimonial.createdAt}>{formatDay(testimonial.createdAt)}</time>
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`${copy.edit} ${testimonial.name}`}
          onClick={() => setEditing(true)}
        >
          <Pencil className="size-4" aria-hidden />
          {copy.edit}
        </Button>
        <RemoveFileButton
          name={testimonial.name}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(undefined)}
          copy={copy}
        />
      </div>
    </li>
  );
}
