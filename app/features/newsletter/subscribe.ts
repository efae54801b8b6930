import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import type { SubscriptionRequest } from '#shared/contracts/messages.ts';

/**
 * Starts the newsletter's double opt-in for `email`; shared by the box, the exit popup and the
 * checkout's "notify me when the guide is ready", which asks for that one mail too.
 */
export async function subscribe(
  email: string,
  wish: Pick<SubscriptionRequest, 'notify_when_guide_ready'> = {},
): Promise<void> {
  const body: SubscriptionRequest = { type: 'subscription', email, ...wish };
  await postJson(apiPaths.sendThankYouEmail, body, okResponseSchema);
}
