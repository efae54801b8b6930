import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import type { SubscriptionRequest } from '#shared/contracts/messages.ts';

/** Starts the newsletter's double opt-in for `email`; shared by the box and the exit popup. */
export async function subscribe(email: string): Promise<void> {
  const body: SubscriptionRequest = { type: 'subscription', email };
  await postJson(apiPaths.sendThankYouEmail, body, okResponseSchema);
}
