import {
  reviewClaimFilters,
  reviewCount,
  reviewStatusFilters,
  type ReviewsResponse,
} from '#shared/contracts/admin-reviews.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { FilterLink } from './filter-link.tsx';
import { reviewsCopy } from './reviews-copy.ts';
import type { ReviewsPlace } from './use-reviews-address.ts';

const copy = reviewsCopy;

const counted = (label: string, n: number | undefined) =>
  n === undefined ? label : fillPlaceholders(copy.filterCount, { label, n: String(n) });

/**
 * The statuses to show, each with its count (of the marked reviews when only those are
 * shown), then every review or only the marked ones of the status shown.
 */
export function StatusFilters({
  place,
  data,
}: {
  place: ReviewsPlace;
  data: Pick<ReviewsResponse, 'counts' | 'markedCounts'> | undefined;
}) {
  const statusCounts = place.claims === 'marked' ? data?.markedCounts : data?.counts;
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label={copy.filterLabel}>
        <ul className="flex flex-wrap gap-2">
          {reviewStatusFilters.map((status) => (
            <li key={status}>
              <FilterLink to={{ ...place, status, page: 1 }} active={status === place.status}>
                {counted(copy.filters[status], statusCounts && reviewCount(statusCounts, status))}
              </FilterLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={copy.claimsFilterLabel}>
        <ul className="flex flex-wrap gap-2">
          {reviewClaimFilters.map((claims) => {
            const counts = claims === 'marked' ? data?.markedCounts : data?.counts;
            return (
              <li key={claims}>
                <FilterLink to={{ ...place, claims, page: 1 }} active={claims === place.claims}>
                  {counted(copy.claimsFilters[claims], counts && reviewCount(counts, place.status))}
                </FilterLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
