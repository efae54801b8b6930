import type { AppLoadContext } from 'react-router';
import { checkPosted, refusedReply, sentReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { contactForm } from './contact-form.ts';

const intent = formIntents.contact;

/** The contact box posted without JavaScript: the same message as the API's. */
export async function contactAction(posted: FormData, context: AppLoadContext) {
  const check = checkPosted(posted, intent, contactForm);
  if (!check.ok) return check.reply;
  const { name, email, message } = check.data;
  const result = await context.forms.contact({ name, email, message }, context.clientIp);
  if (!result.ok) return refusedReply(intent, check.values, notices.messageError, result);
  return sentReply(intent, contactForm.empty, notices.messageSent);
}
