import { z } from 'zod';

/**
 * Money taken for the orders paid in a period, in dollars: a refund counts against its sale,
 * so `net` is what the period's kept orders paid. Computed by the server
 * (server/revenue/revenue.ts), shown beside each other wherever revenue is shown.
 */
export const revenueFields = {
  /** Net of refunds: the figure shown as "Revenue". */
  revenue: z.number(),
  grossRevenue: z.number(),
  refundedRevenue: z.number(),
};

/**
 * The sales tax collected with the same orders, in dollars, net of refunds (a refund gives the
 * tax back): never part of the revenue, shown beside it (server/revenue/revenue.ts `Tax`).
 */
export const taxFields = {
  tax: z.number(),
};
