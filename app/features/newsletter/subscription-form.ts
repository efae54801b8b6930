import { notices } from '#content/notices.ts';
import { subscriptionRequestSchema } from '#shared/contracts/messages.ts';
import { subscribe } from './subscribe.ts';

export const subscriptionFields = ['email'] as const;
export type SubscriptionField = (typeof subscriptionFields)[number];

/** What every subscribe form shares (the newsletter box, the exit popup): fields, contract, call. */
export const subscriptionForm = {
  fields: subscriptionFields,
  empty: { email: '' },
  schema: subscriptionRequestSchema,
  extra: { type: 'subscription' },
  missing: notices.emailRequired,
  send: ({ email }: { email: string }) => subscribe(email),
} as const;

/** The same sign-up asking for one mail when the guide goes on sale (the checkout, while it cannot sell). */
export const guideReadyForm = {
  ...subscriptionForm,
  extra: { type: 'subscription', notify_when_guide_ready: true },
  send: ({ email }: { email: string }) => subscribe(email, { notify_when_guide_ready: true }),
} as const;
