import { z } from 'zod';

/**
 * The tracker's ids, apart from the rest of the analytics contract: the checkout's contract
 * needs only these, and the checkout's code is fetched ahead on every public page.
 */

/** Visitor and session ids are the browser's `crypto.randomUUID()`. */
export const analyticsIdSchema = z.uuid({ error: 'must be an id the tracker made (a UUID).' });

/** What the checkout passes along with an order, so the server can credit the visit. */
export const checkoutAnalyticsSchema = z.object({
  sessionId: analyticsIdSchema,
  visitorId: analyticsIdSchema,
});
export type CheckoutAnalytics = z.infer<typeof checkoutAnalyticsSchema>;
