import { Star } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { AdminCardContent, AdminCardHeader } from '../kit/admin-card.tsx';
import { LoadStatus } from '../kit/load-status.tsx';
import { Pager } from '../kit/pager.tsx';
import { ReviewItem } from './review-item.tsx';
import { reviewsCopy } from './reviews-copy.ts';
import { StatusFilters } from './status-filters.tsx';
import { useReviews } from './use-reviews.ts';
import { useReviewsAddress } from './use-reviews-address.ts';

const copy = reviewsCopy;

/**
 * The buyers' reviews of one status (Pending first), newest first, to approve, hide and
 * answer. The status, the page and the open review are the address's.
 */
export function ReviewsCard() {
  const titleId = `${useId()}-reviews`;
  const { status, openId, setPage, toggle } = useReviewsAddress();
  const reviews = useReviews();
  const { data } = reviews;

  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader
        icon={Star}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <AdminCardContent className="flex flex-col gap-3">
        <StatusFilters current={status} counts={data?.counts} />
        <LoadStatus
          isPending={reviews.isPending}
          isError={reviews.isError}
          hasData={data !== undefined}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
        {data?.rows.length === 0 && (
          <p className="text-sm text-muted-foreground">{copy.empty[status]}</p>
        )}
        {data && data.rows.length > 0 && (
          <ul aria-label={copy.title} className="flex flex-col divide-y rounded-md border">
            {data.rows.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                open={review.id === openId}
                onToggle={() => toggle(review.id)}
              />
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={copy.title}
            onPage={setPage}
          />
        )}
      </AdminCardContent>
    </Card>
  );
}
