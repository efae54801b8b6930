import type { AppLoadContext } from 'react-router';
import { checkPosted, refusedReply, sentReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { reviewFormCopy } from '#content/review-form.ts';
import { reviewRequestSchema } from '#shared/contracts/reviews.ts';
import { reviewFields } from './review-form.ts';

const intent = formIntents.review;

/** The review form posted without JavaScript: the same service as the API's, same limit. */
export async function reviewAction(token: string, posted: FormData, context: AppLoadContext) {
  const check = checkPosted(posted, intent, { fields: reviewFields, schema: reviewRequestSchema });
  if (!check.ok) return check.reply;
  const result = await context.forms.submitReview(token, check.data, context.clientIp);
  if (!result.ok) return refusedReply(intent, check.values, reviewFormCopy.failure, result);
  return sentReply(intent, check.values, {
    title: reviewFormCopy.thanks.heading,
    description: reviewFormCopy.thanks.text,
  });
}
