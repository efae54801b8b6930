import type { AppLoadContext } from 'react-router';
import { checkPosted, refusedReply, sentReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { libraryCopy } from '#content/library.ts';
import { librarySignInForm } from './library-sign-in-form.ts';

const intent = formIntents.librarySignIn;
const copy = libraryCopy.signIn;

/**
 * "Get a sign-in link" posted without JavaScript: the same request as the API's, same limits.
 * The address stays in the reply, so the page can say where the link went.
 */
export async function libraryAction(posted: FormData, context: AppLoadContext) {
  const check = checkPosted(posted, intent, librarySignInForm);
  if (!check.ok) return check.reply;
  const result = await context.forms.requestLibraryLink(check.data.email, context.clientIp);
  if (!result.ok) return refusedReply(intent, check.values, copy.failure, result);
  return sentReply(
    intent,
    { email: check.data.email },
    {
      title: copy.sentTitle,
      description: copy.sent(check.data.email),
    },
  );
}
