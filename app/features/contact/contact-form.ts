import { contactRequestSchema } from '#shared/contracts/messages.ts';
import { sendContactMessage } from './send-contact-message.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** The contact form's fields, contract and call: all three fields required. */
export const contactForm = {
  fields: contactFields,
  empty: { name: '', email: '', message: '' },
  schema: contactRequestSchema,
  extra: { type: 'contact' },
  send: sendContactMessage,
} as const;
