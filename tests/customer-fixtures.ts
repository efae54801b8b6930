import type {
  CustomerDetail,
  CustomerRow,
  CustomersResponse,
} from '#shared/contracts/admin-customers.ts';
import { orderRow } from './admin-fixtures.ts';

/** Answers in the Customers API's shapes (shared/contracts/admin-customers.ts). */

export function customerRow(index: number, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    email: `buyer${String(index)}@example.com`,
    orders: 1,
    paid: 47,
    refunds: 0,
    refunded: 0,
    subscribed: false,
    firstPurchaseAt: '2026-11-20T15:00:00.000Z',
    lastPurchaseAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function customersPage(overrides: Partial<CustomersResponse> = {}): CustomersResponse {
  return {
    rows: [
      customerRow(0, { orders: 2, paid: 47, refunds: 1, refunded: 47, subscribed: true }),
      customerRow(1),
    ],
    total: 2,
    page: 1,
    pageSize: 25,
    ...overrides,
  };
}

export function customerDetail(email: string): CustomerDetail {
  return {
    customer: customerRow(0, {
      email,
      orders: 2,
      paid: 47,
      refunds: 1,
      refunded: 47,
      subscribed: true,
    }),
    tax: 3.88,
    orders: [
      orderRow(0, { id: 'ord_2001', customerEmail: email, status: 'refunded', tax: 2.94 }),
      orderRow(1, { id: 'ord_2000', customerEmail: email, status: 'completed', tax: 3.88 }),
    ],
  };
}
