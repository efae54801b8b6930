import { notices } from '#content/notices.ts';
import { librarySignInRequestSchema } from '#shared/contracts/library.ts';

export const librarySignInFields = ['email'] as const;
export type LibrarySignInField = (typeof librarySignInFields)[number];

/** The sign-in form's fields, contract and "missing" notice, for the page's action. */
export const librarySignInForm = {
  fields: librarySignInFields,
  schema: librarySignInRequestSchema,
  missing: notices.emailRequired,
} as const;
