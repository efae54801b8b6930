import { apiPaths } from '#app/lib/api-paths.ts';
import { postJson } from '#app/lib/api-client.ts';
import { okResponseSchema } from '#shared/contracts/checkout.ts';
import { librarySignInRequestSchema } from '#shared/contracts/library.ts';

export const librarySignInFields = ['email'] as const;
export type LibrarySignInField = (typeof librarySignInFields)[number];

/** The sign-in form's fields and contract, shared by the page and its action without JavaScript. */
export const librarySignInForm = {
  fields: librarySignInFields,
  empty: { email: '' },
  schema: librarySignInRequestSchema,
} as const;

/** Asks for a sign-in link; the server answers alike whether or not the address bought. */
export async function requestLibraryLink(email: string): Promise<void> {
  await postJson(apiPaths.librarySignIn, { email }, okResponseSchema);
}
