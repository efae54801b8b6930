import { z } from 'zod';
import { owners } from '../admin-sections.ts';
import { emailField } from './fields.ts';

/** `POST` here (owners): erase everything the shop keeps about one address (decision 110). */
export const personErasurePath = '/api/admin/privacy/erasure';

/** Erasing cannot be undone: the owners' alone, in the API and the back office. */
export const personErasureAccess = owners;

/**
 * The address, and the same address typed again by the owner as the confirmation: a call
 * cannot erase a person by a slip of one field.
 */
export const personErasureRequestSchema = z
  .object({ email: emailField, confirmation: z.string().trim().max(320) })
  .refine((input) => input.confirmation.toLowerCase() === input.email.toLowerCase(), {
    path: ['confirmation'],
    message: 'Type the address again, exactly, to confirm.',
  });
export type PersonErasureRequest = z.input<typeof personErasureRequestSchema>;

/** What was erased: rows per table, as the audit log records them (never the address). */
export const personErasureResponseSchema = z.object({
  /** The address the erased buyer's orders now carry, for finding them in Orders. */
  anonymous: z.string(),
  counts: z.record(z.string(), z.number().int().min(0)),
});
export type PersonErasureResponse = z.infer<typeof personErasureResponseSchema>;
