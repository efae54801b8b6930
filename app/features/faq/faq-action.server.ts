import { data, type AppLoadContext } from 'react-router';
import { contactAction } from '#app/features/contact/contact-action.server.ts';
import { postedForm } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';

/**
 * The FAQ's contact box posted without JavaScript: the same message as the API's. It moved
 * here from the checkout, where it sat below the pay button; a question fits after the answers.
 */
export async function faqAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const posted = await postedForm(request);
  if (posted.get('intent') !== formIntents.contact) throw data(null, { status: 400 });
  return contactAction(posted, context);
}
