import { z } from 'zod';
import { adminOrderRowSchema, pageQuerySchema } from './admin.ts';
import { taxFields } from './revenue.ts';

/**
 * A buyer as the Customers section shows them: one row per address (lower-cased) that paid
 * at least once. Amounts in dollars; `paid` is net of refunds.
 */
export const customerRowSchema = z.object({
  email: z.string(),
  /** Paid orders: completed or refunded since. */
  orders: z.number(),
  paid: z.number(),
  refunds: z.number(),
  refunded: z.number(),
  /** A confirmed newsletter subscriber. */
  subscribed: z.boolean(),
  firstPurchaseAt: z.string(),
  lastPurchaseAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

/** `GET /api/admin/customers?q=&page=`: `q` a fragment of the address. */
export const customerQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(254, 'Search for at most 254 characters.').default(''),
});
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

/** Latest purchase first. */
export const customersResponseSchema = z.object({
  rows: z.array(customerRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CustomersResponse = z.infer<typeof customersResponseSchema>;

/**
 * `GET /api/admin/customers/:email`: the buyer, the sales tax collected with their orders
 * (net of refunds, beside `paid`, never in it) and every order of theirs, newest first.
 */
export const customerDetailSchema = z.object({
  customer: customerRowSchema,
  ...taxFields,
  orders: z.array(adminOrderRowSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
