import { useNavigate, useParams, useSearchParams } from 'react-router';
import { adminReviewPath, adminSections } from '#shared/admin-sections.ts';
import { reviewStatusFilters, type ReviewStatusFilter } from '#shared/contracts/admin-reviews.ts';
import { addressNumber } from '../kit/address-number.ts';

const statusParam = 'status';
const pageParam = 'page';
const defaultStatus: ReviewStatusFilter = 'pending';
const reviewsPath = adminSections.reviews.path;

function statusFilter(value: string | null): ReviewStatusFilter {
  return reviewStatusFilters.find((filter) => filter === value) ?? defaultStatus;
}

/** The query of a place in the list: the defaults (Pending, page 1) are left out. */
export function reviewsSearch(status: ReviewStatusFilter, page: number): string {
  const query = new URLSearchParams();
  if (status !== defaultStatus) query.set(statusParam, status);
  if (page > 1) query.set(pageParam, String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * The Reviews card's place in the address: the status shown (`?status=approved`), the page
 * and the open review (`/admin/reviews/12`), so a review can be linked to and Back, Forward
 * and reload keep the place.
 */
export function useReviewsAddress() {
  const { reviewId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFilter(params.get(statusParam));
  const page = addressNumber(params.get(pageParam)) ?? 1;
  const openId = addressNumber(reviewId);

  function go(pathname: string, nextStatus: ReviewStatusFilter, nextPage: number) {
    void navigate(
      { pathname, search: reviewsSearch(nextStatus, nextPage) },
      { preventScrollReset: true },
    );
  }

  return {
    status,
    page,
    openId,
    /** Another page closes the open review: it is not on that page. */
    setPage: (next: number) => go(reviewsPath, status, next),
    toggle: (id: number) => go(openId === id ? reviewsPath : adminReviewPath(id), status, page),
  };
}
