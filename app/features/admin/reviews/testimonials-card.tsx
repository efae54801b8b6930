import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { fetchTestimonials } from './reviews-api.ts';
import { testimonialsCopy } from './reviews-copy.ts';
import { TestimonialForm } from './testimonial-form.tsx';
import { TestimonialItem } from './testimonial-item.tsx';

const copy = testimonialsCopy;

/** The seller's own testimonials, newest first, with the form to add one (owners only). */
export function TestimonialsCard() {
  const testimonials = useQuery({ queryKey: adminKeys.testimonials, queryFn: fetchTestimonials });
  const { data } = testimonials;

  return (
    <SectionCard
      icon={Quote}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-4"
    >
      <TestimonialForm />
      <LoadStatus
        isPending={testimonials.isPending}
        isError={testimonials.isError}
        hasData={data !== undefined}
        error={testimonials.error}
        onRetry={() => void testimonials.refetch()}
      />
      {data?.length === 0 && <p className="text-sm text-muted-foreground">{copy.empty}</p>}
      {data && data.length > 0 && (
        <ul aria-label={copy.listLabel} className="flex flex-col divide-y rounded-md border">
          {data.map((testimonial) => (
            <TestimonialItem key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
