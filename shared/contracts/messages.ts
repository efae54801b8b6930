import { z } from 'zod';
import { emailField, fieldLimits, requiredText } from './fields.ts';

export const subscriptionRequestSchema = z.object({
  type: z.literal('subscription'),
  email: emailField,
  /** Asked at a checkout that cannot sell yet: one mail when the guide is on sale. */
  notify_when_guide_ready: z.boolean().optional(),
});

export const contactRequestSchema = z.object({
  type: z.literal('contact'),
  email: emailField,
  name: requiredText('name', fieldLimits.name),
  message: requiredText('message', fieldLimits.message, { multiline: true }),
});

/** `POST /api/send-thank-you-email`: a newsletter subscription or a contact message. */
export const thankYouEmailRequestSchema = z.discriminatedUnion(
  'type',
  [subscriptionRequestSchema, contactRequestSchema],
  { error: "type must be 'subscription' or 'contact'." },
);
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
