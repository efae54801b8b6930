import { z } from 'zod';
import { emailField, ruleField } from './fields.ts';
import { contactFieldRules } from './message-rules.ts';

export const subscriptionRequestSchema = z.object({
  type: z.literal('subscription'),
  email: emailField,
  /** Asked at a checkout that cannot sell yet: one mail when the guide is on sale. */
  notify_when_guide_ready: z.boolean().optional(),
});

/** Where a contact message was written: the contact form, or a question handed over by the chat. */
export const contactSources = ['form', 'chat'] as const;
export type ContactSource = (typeof contactSources)[number];

const messageField = ruleField(contactFieldRules.message);

export const contactRequestSchema = z.object({
  type: z.literal('contact'),
  source: z.literal('form').optional(),
  email: emailField,
  name: ruleField(contactFieldRules.name),
  message: messageField,
});

/**
 * A question the chat could not answer, sent on to support: the e-mail and the question
 * only, as the chat asks no name; the server names the sender.
 */
export const chatQuestionRequestSchema = z.object({
  type: z.literal('contact'),
  source: z.literal('chat'),
  email: emailField,
  message: messageField,
});

/** `POST /api/send-thank-you-email`: a newsletter subscription or a contact message. */
export const thankYouEmailRequestSchema = z.discriminatedUnion(
  'type',
  [
    subscriptionRequestSchema,
    z.discriminatedUnion('source', [contactRequestSchema, chatQuestionRequestSchema], {
      error: "source must be 'form' or 'chat'.",
    }),
  ],
  { error: "type must be 'subscription' or 'contact'." },
);
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ChatQuestionRequest = z.infer<typeof chatQuestionRequestSchema>;
