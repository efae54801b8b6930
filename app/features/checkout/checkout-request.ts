import { leavePageFor } from '#app/lib/leave-page.ts';
import { trackedIds } from '#app/tracker/tracked-ids.ts';
import { checkoutRequestSchema, type CheckoutRequest } from '#shared/contracts/checkout.ts';
import { checkoutFields, emptyCheckout } from './checkout-fields.ts';
import { createPayment } from './create-payment.ts';

/** The checkout form's fields, contract and call: the answer is the payment page to go to. */
export const checkoutForm = {
  fields: checkoutFields,
  empty: emptyCheckout,
  schema: checkoutRequestSchema,
  leavesPage: true,
  // The tracker's ids go with the order, so the server credits the purchase to the visit.
  send: async (request: CheckoutRequest) =>
    leavePageFor(await createPayment({ ...request, analytics: trackedIds() })),
} as const;
