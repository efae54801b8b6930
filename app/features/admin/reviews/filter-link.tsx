import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { adminSections } from '#shared/admin-sections.ts';
import { reviewsSearch, type ReviewsPlace } from './use-reviews-address.ts';

/**
 * One of the list's filters: a link to that place (page 1), so a filter can be bookmarked and
 * Back returns to the one before; the current one is marked for sight and screen readers.
 */
export function FilterLink({
  to,
  active,
  children,
}: {
  to: ReviewsPlace;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={{ pathname: adminSections.reviews.path, search: reviewsSearch(to) }}
      aria-current={active ? 'page' : undefined}
      preventScrollReset
      className={cn(
        'inline-flex min-h-9 items-center rounded-md border px-3 text-sm font-medium transition-colors hover:bg-accent',
        active && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    >
      {children}
    </Link>
  );
}
