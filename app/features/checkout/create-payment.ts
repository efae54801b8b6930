import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { createPaymentResponseSchema, type CheckoutRequest } from '#shared/contracts/checkout.ts';

/** Opens a payment session for the buyer; the answer is the payment page to send them to. */
export async function createPayment(request: CheckoutRequest): Promise<string> {
  const { url } = await postJson(apiPaths.createPayment, request, createPaymentResponseSchema);
  return url;
}
