import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchReviews } from './reviews-api.ts';
import { useReviewsAddress } from './use-reviews-address.ts';

/** The reviews at the address's place: the list and the samples card share it. */
export function useReviews() {
  const { status, claims, page } = useReviewsAddress();
  return useQuery({
    queryKey: adminKeys.reviews(status, claims, page),
    queryFn: () => fetchReviews({ status, claims, page }),
    placeholderData: keepPreviousData,
  });
}
