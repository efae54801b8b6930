import { getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  customerDetailSchema,
  customersResponseSchema,
  type CustomerDetail,
  type CustomerQuery,
  type CustomersResponse,
} from '#shared/contracts/admin-customers.ts';

export function fetchCustomers({ q, page }: CustomerQuery): Promise<CustomersResponse> {
  const query = new URLSearchParams({ q, page: String(page) });
  return getJson(`${adminApi.customers}?${query.toString()}`, customersResponseSchema);
}

export function fetchCustomer(email: string): Promise<CustomerDetail> {
  return getJson(adminApi.customer(email), customerDetailSchema);
}
