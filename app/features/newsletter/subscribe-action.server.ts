import type { AppLoadContext } from 'react-router';
import { checkPosted, refusedReply, sentReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { guidePreparingCopy } from '#content/guide-preparing.ts';
import { notices } from '#content/notices.ts';
import { subscriptionForm } from './subscription-form.ts';

const intent = formIntents.subscribe;

/** The newsletter box posted without JavaScript: the same sign-up as the API's. */
export async function subscribeAction(posted: FormData, context: AppLoadContext) {
  const check = checkPosted(posted, intent, subscriptionForm);
  if (!check.ok) return check.reply;
  const result = await context.forms.subscribe(check.data.email, context.clientIp);
  if (!result.ok) return refusedReply(intent, check.values, notices.subscriptionError, result);
  return sentReply(intent, subscriptionForm.empty, notices.subscriptionSuccess);
}

/** The checkout's "notify me when the guide is ready", posted without JavaScript. */
export async function guideReadyAction(posted: FormData, context: AppLoadContext) {
  const notifyIntent = formIntents.notifyWhenReady;
  const check = checkPosted(posted, notifyIntent, subscriptionForm);
  if (!check.ok) return check.reply;
  const result = await context.forms.subscribe(check.data.email, context.clientIp, {
    notifyWhenGuideReady: true,
  });
  if (!result.ok)
    return refusedReply(notifyIntent, check.values, notices.subscriptionError, result);
  return sentReply(notifyIntent, subscriptionForm.empty, guidePreparingCopy.sent);
}
