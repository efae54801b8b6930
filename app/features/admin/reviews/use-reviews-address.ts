import { useNavigate, useParams, useSearchParams } from 'react-router';
import { adminReviewPath, adminSections } from '#shared/admin-sections.ts';
import {
  reviewClaimFilters,
  reviewStatusFilters,
  type ReviewClaimFilter,
  type ReviewStatusFilter,
} from '#shared/contracts/admin-reviews.ts';
import { addressNumber } from '../kit/address-number.ts';

const statusParam = 'status';
const claimsParam = 'claims';
const pageParam = 'page';
const defaultStatus: ReviewStatusFilter = 'pending';
const defaultClaims: ReviewClaimFilter = 'any';
const reviewsPath = adminSections.reviews.path;

function statusFilter(value: string | null): ReviewStatusFilter {
  return reviewStatusFilters.find((filter) => filter === value) ?? defaultStatus;
}

function claimsFilter(value: string | null): ReviewClaimFilter {
  return reviewClaimFilters.find((filter) => filter === value) ?? defaultClaims;
}

/** Where the list stands: a status, every review or the marked ones, a page. */
export interface ReviewsPlace {
  status: ReviewStatusFilter;
  claims: ReviewClaimFilter;
  page: number;
}

/** The query of a place in the list: the defaults (Pending, every review, page 1) are left out. */
export function reviewsSearch({ status, claims, page }: ReviewsPlace): string {
  const query = new URLSearchParams();
  if (status !== defaultStatus) query.set(statusParam, status);
  if (claims !== defaultClaims) query.set(claimsParam, claims);
  if (page > 1) query.set(pageParam, String(page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * The Reviews card's place in the address: the status shown (`?status=approved`), only the
 * marked reviews (`?claims=marked`), the page and the open review (`/admin/reviews/12`), so a review can be linked to and Back, Forward
 * and reload keep the place.
 */
export function useReviewsAddress() {
  const { reviewId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const place: ReviewsPlace = {
    status: statusFilter(params.get(statusParam)),
    claims: claimsFilter(params.get(claimsParam)),
    page: addressNumber(params.get(pageParam)) ?? 1,
  };
  const openId = addressNumber(reviewId);

  function go(pathname: string, next: ReviewsPlace) {
    void navigate({ pathname, search: reviewsSearch(next) }, { preventScrollReset: true });
  }

  return {
    ...place,
    openId,
    /** Another page closes the open review: it is not on that page. */
    setPage: (page: number) => go(reviewsPath, { ...place, page }),
    toggle: (id: number) => go(openId === id ? reviewsPath : adminReviewPath(id), place),
  };
}
