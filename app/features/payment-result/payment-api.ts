import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import {
  okResponseSchema,
  verifyPaymentResponseSchema,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '#shared/contracts/checkout.ts';

/** Asks the server whether the payment session was paid; completes the order if it was. */
export function verifyPayment(sessionId: string): Promise<VerifyPaymentResponse> {
  const body: VerifyPaymentRequest = { session_id: sessionId };
  return postJson(apiPaths.verifyPayment, body, verifyPaymentResponseSchema);
}

/** Sends the delivery e-mail again (rate-limited on the server: 429). */
export async function resendDelivery(sessionId: string): Promise<void> {
  const body: VerifyPaymentRequest = { session_id: sessionId };
  await postJson(apiPaths.resendDelivery, body, okResponseSchema);
}
