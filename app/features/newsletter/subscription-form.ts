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
