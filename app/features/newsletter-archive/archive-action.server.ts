import { data, type AppLoadContext } from 'react-router';
import { subscribeAction } from '#app/features/newsletter/subscribe-action.server.ts';
import { postedForm } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';

/**
 * The archive's sign-up box posted without JavaScript (from the index or an issue): the same
 * sign-up as the API's. With scripts the box calls the JSON API instead.
 */
export async function archiveAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const posted = await postedForm(request);
  if (posted.get('intent') !== formIntents.subscribe) throw data(null, { status: 400 });
  return subscribeAction(posted, context);
}
