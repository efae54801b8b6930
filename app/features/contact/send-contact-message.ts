import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import type { ContactRequest } from '#shared/contracts/messages.ts';

/** Stores the message for the back office; the server acknowledges it to the sender by e-mail. */
export async function sendContactMessage(message: ContactRequest): Promise<void> {
  await postJson(apiPaths.sendThankYouEmail, message, okResponseSchema);
}
