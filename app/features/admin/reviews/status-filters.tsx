import { Link } from 'react-router';
import { adminSections } from '#shared/admin-sections.ts';
import {
  reviewCount,
  reviewStatusFilters,
  type ReviewStatusFilter,
  type ReviewsResponse,
} from '#shared/contracts/admin-reviews.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { cn } from '#app/lib/cn.ts';
import { reviewsCopy } from './reviews-copy.ts';
import { reviewsSearch } from './use-reviews-address.ts';

const copy = reviewsCopy;

/**
 * The statuses to show, each a link with its count: a filter is an address, so it can be
 * bookmarked and Back returns to the one before.
 */
export function StatusFilters({
  current,
  counts,
}: {
  current: ReviewStatusFilter;
  counts: ReviewsResponse['counts'] | undefined;
}) {
  return (
    <nav aria-label={copy.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {reviewStatusFilters.map((filter) => {
          const n = counts && reviewCount(counts, filter);
          const label = copy.filters[filter];
          const active = filter === current;
          return (
            <li key={filter}>
              <Link
                to={{ pathname: adminSections.reviews.path, search: reviewsSearch(filter, 1) }}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={cn(
                  'inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors hover:bg-accent',
                  active && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                {n === undefined
                  ? label
                  : fillPlaceholders(copy.filterCount, { label, n: String(n) })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
