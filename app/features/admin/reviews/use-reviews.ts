import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../kit/query-keys.ts';
import { fetchReviews } from './reviews-api.ts';
import { useReviewsAddress } from './use-reviews-address.ts';

/** The reviews at the address's status and page: the list and the samples card share it. */
export function useReviews() {
  const { status, page } = useReviewsAddress();
  return useQuery({
    queryKey: adminKeys.reviews(status, page),
    queryFn: () => fetchReviews(status, page),
    placeholderData: keepPreviousData,
  });
}
