import type { ServerContext } from '#server/context.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { librarySessionEmail, libraryView } from './library-service.ts';
import { librarySignInRequests } from './library-sign-in-requests.ts';

/** "Get a sign-in link" posted without JavaScript: what the API does, under the same limits. */
export function librarySignInFormAction(ctx: ServerContext): FormActions['requestLibraryLink'] {
  const signInRequest = librarySignInRequests(ctx);
  return (email, ip) =>
    formActionResult(async () => {
      await signInRequest({ email, ip });
      return {};
    });
}

/** The library page's loader: the signed-in address's orders, or undefined when signed out. */
export function libraryViewLookup(ctx: ServerContext): FormActions['libraryView'] {
  return async (sessionToken) => {
    const email = await librarySessionEmail(ctx, sessionToken);
    return email ? libraryView(ctx, email) : undefined;
  };
}
