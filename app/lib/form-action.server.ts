import { data } from 'react-router';
import type { z } from 'zod';
import { invalidFormNotice, type NoticeText } from './error-notices.ts';
import { postedValues, type FormIntent, type FormReply } from './form-reply.ts';
import { checkForm } from './form-validation.ts';

interface PostedForm<Schema extends z.ZodType, Field extends string> {
  fields: readonly Field[];
  schema: Schema;
  extra?: Record<string, unknown>;
  missing?: NoticeText;
}

type PostedCheck<Data, Field extends string> =
  | { ok: true; data: Data; values: Record<Field, string> }
  | { ok: false; values: Record<Field, string>; reply: ReturnType<typeof replyWith<Field>> };

/**
 * The form a page was posted, read by every page action: a body that is no form (another
 * type, a broken multipart, no boundary, bytes that are not one) is the sender's mistake,
 * answered with the 400 page, never a 500.
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** The page's answer to a form post: the form's reply, with the status it deserves. */
export function replyWith<Field extends string>(reply: FormReply<Field>, status = 200) {
  return data(reply, { status });
}

/**
 * Checks a form posted without JavaScript with the contract the browser and the
 * API use; an invalid post is answered with the typed values, red fields and the
 * notice a toast would have shown.
 */
export function checkPosted<Schema extends z.ZodType, Field extends string>(
  posted: FormData,
  intent: FormIntent,
  form: PostedForm<Schema, Field>,
): PostedCheck<z.output<Schema>, Field> {
  const values = postedValues(posted, form.fields);
  const check = checkForm(form.schema, values, form.extra);
  if (check.ok) return { ok: true, data: check.data, values };
  const notice = invalidFormNotice(check.missing, form.missing);
  return {
    ok: false,
    values,
    reply: replyWith({ intent, values, errors: check.errors, notice }, 400),
  };
}

/** A call the server refused (rate limit, provider outage): what was typed stays, with its words. */
export function refusedReply<Field extends string>(
  intent: FormIntent,
  values: Record<Field, string>,
  failure: NoticeText,
  refusal: { status: number; message: string },
) {
  const notice = { title: failure.title, description: refusal.message, variant: 'error' } as const;
  return replyWith({ intent, values, errors: {}, notice }, refusal.status);
}

/** A call that went through: the form is empty again, with the thanks a toast would show. */
export function sentReply<Field extends string>(
  intent: FormIntent,
  empty: Record<Field, string>,
  success: NoticeText,
) {
  return replyWith({
    intent,
    values: empty,
    errors: {},
    notice: { ...success, variant: 'success' },
  });
}
