import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { ReviewsSection } from '#app/features/admin/reviews/reviews-section.tsx';

export const meta = sectionMeta('reviews');

export default function AdminReviewsRoute() {
  return (
    <SectionPage id="reviews">
      <ReviewsSection />
    </SectionPage>
  );
}
