import { owners } from '#shared/admin-sections.ts';
import { useAdminUser } from '../dashboard/section-page.tsx';
import { ReviewsCard } from './reviews-card.tsx';
import { SamplesCard } from './samples-card.tsx';
import { TestimonialsCard } from './testimonials-card.tsx';

/**
 * Reviews: the seed's samples and whether the site shows them (first: a site showing them must
 * know), the buyers' reviews to moderate, and the owners' own testimonials.
 */
export function ReviewsSection() {
  const { role } = useAdminUser();
  return (
    <>
      <SamplesCard />
      <ReviewsCard />
      {owners.includes(role) && <TestimonialsCard />}
    </>
  );
}
