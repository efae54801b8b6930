import { Star } from 'lucide-react';
import { PagedListCard } from '../kit/paged-list-card.tsx';
import { ReviewItem } from './review-item.tsx';
import { reviewsCopy } from './reviews-copy.ts';
import { StatusFilters } from './status-filters.tsx';
import { useReviews } from './use-reviews.ts';
import { useReviewsAddress } from './use-reviews-address.ts';

const copy = reviewsCopy;

/**
 * The buyers' reviews of one status (Pending first), all or only the marked ones, newest
 * first, to approve, hide and answer. The filters, the page and the open review are the
 * address's.
 */
export function ReviewsCard() {
  const { status, claims, page, openId, setPage, toggle } = useReviewsAddress();
  const reviews = useReviews();

  return (
    <PagedListCard
      icon={Star}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-3"
      controls={<StatusFilters place={{ status, claims, page }} data={reviews.data} />}
      query={reviews}
      label={copy.title}
      empty={claims === 'marked' ? copy.emptyMarked : copy.empty[status]}
      onPage={setPage}
    >
      {(rows) => (
        <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
          {rows.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              open={review.id === openId}
              onToggle={() => toggle(review.id)}
            />
          ))}
        </ul>
      )}
    </PagedListCard>
  );
}
