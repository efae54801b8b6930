import { testimonialsAccess } from '#shared/admin-sections.ts';
import { useAuthState } from '../kit/session.ts';
import { ReviewsCard } from './reviews-card.tsx';
import { SamplesCard } from './samples-card.tsx';
import { TestimonialsCard } from './testimonials-card.tsx';

/**
 * Reviews: the seed's samples and whether the site shows them (first: a site showing them must
 * know), the buyers' reviews to moderate, and the owners' own testimonials.
 */
export function ReviewsSection() {
  const auth = useAuthState();
  const mayEditTestimonials =
    auth.status === 'signedIn' && testimonialsAccess.includes(auth.user.role);
  return (
    <>
      <SamplesCard />
      <ReviewsCard />
      {mayEditTestimonials && <TestimonialsCard />}
    </>
  );
}
