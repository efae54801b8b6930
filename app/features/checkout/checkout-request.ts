import { leavePageFor } from '#app/lib/leave-page.ts';
import { checkoutRequestSchema, type CheckoutRequest } from '#shared/contracts/checkout.ts';
import { checkoutFields, emptyCheckout } from './checkout-fields.ts';
import { createPayment } from './create-payment.ts';

/** The checkout form's fields, contract and call: the answer is the payment page to go to. */
export const checkoutForm = {
  fields: checkoutFields,
  empty: emptyCheckout,
  schema: checkoutRequestSchema,
  leavesPage: true,
  send: async (request: CheckoutRequest) => leavePageFor(await createPayment(request)),
} as const;
