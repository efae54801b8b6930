import { contactRequestSchema } from '#shared/contracts/messages.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** The contact form's fields and contract: all three fields required. */
export const contactForm = {
  fields: contactFields,
  empty: { name: '', email: '', message: '' },
  schema: contactRequestSchema,
  extra: { type: 'contact' },
} as const;
