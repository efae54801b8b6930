import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerQuery } from '#shared/contracts/admin-customers.ts';
import { fetchCustomer, fetchCustomers } from './customers-api.ts';
import { adminKeys } from '../kit/query-keys.ts';

/** One page of buyers; the last page stays on screen while the next one loads. */
export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: adminKeys.customers(query),
    queryFn: () => fetchCustomers(query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(email: string) {
  return useQuery({ queryKey: adminKeys.customer(email), queryFn: () => fetchCustomer(email) });
}
