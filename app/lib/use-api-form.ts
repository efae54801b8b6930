import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { notify, type Notice } from '#app/components/ui/notices.ts';
import { invalidFormNotice, notifyFailure, type NoticeText } from './error-notices.ts';
import { focusFirstField } from './focus-field.ts';
import type { FormReply } from './form-reply.ts';
import { checkForm, hasErrors, serverFieldErrors, type FieldErrors } from './form-validation.ts';
import { useFormFields } from './use-form-fields.ts';

export interface ApiFormOptions<Schema extends z.ZodType, Field extends string> {
  /** The fields in page order: focus goes to the first red one. */
  fields: readonly Field[];
  empty: Record<Field, string>;
  /** The request's zod contract, the same the server checks. */
  schema: Schema;
  /** Parts of the request nobody types, such as its kind. */
  extra?: Record<string, unknown>;
  fieldId: (name: Field) => string;
  /** The API call; it throws an ApiRequestError when it fails. */
  send: (data: z.output<Schema>) => Promise<void>;
  /** Shown when the call failed, with the server's message when it sent one. */
  failure: NoticeText;
  /** Shown after a successful call, which also empties the form. */
  success?: NoticeText;
  /** The call sends the browser to another page: the form stays busy, so nothing is sent twice. */
  leavesPage?: boolean;
  /** The notice for an empty required field, if not 'Required Fields Missing'. */
  missing?: NoticeText;
  onSent?: () => void;
  /** What the server answered when the form was posted without JavaScript. */
  reply?: FormReply<Field> | undefined;
}

/**
 * What the visitor typed in the server's fields before the page's code ran: text, a chosen
 * option. A checkbox's value is no answer (it reads "on" unticked).
 */
function typedInPage<Field extends string>(
  fields: readonly Field[],
  fieldId: (name: Field) => string,
): Partial<Record<Field, string>> {
  const typed: Partial<Record<Field, string>> = {};
  for (const name of fields) {
    const field = document.getElementById(fieldId(name));
    const isTyped =
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement;
    if (isTyped && field.value !== '') typed[name] = field.value;
  }
  return typed;
}

/**
 * Every form's submit: checked in the browser with the server's
 * contract (red fields, focus on the first, a notice), then idle, busy while the
 * call runs, and back to idle with thanks, red fields from the server or an error
 * notice. Without JavaScript the same form posts to the page's action instead. What a quick
 * visitor typed before hydration is kept: the form's first state would empty it.
 */
export function useApiForm<Schema extends z.ZodType, Field extends string>(
  options: ApiFormOptions<Schema, Field>,
) {
  const { fields, fieldId, reply } = options;
  const form = useFormFields(options.empty, reply);
  const [busy, setBusy] = useState(false);
  // The server's notice from a post without JavaScript, until the next submit.
  const [notice, setNotice] = useState<Notice | undefined>(reply?.notice);

  const { setValues } = form;
  const hydrated = useRef(false);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    const typed = typedInPage(fields, fieldId);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, [fields, fieldId, setValues]);

  // Coming back with the Back button restores a page from the back-forward cache,
  // still busy if it had left for another page: make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const flag = (errors: FieldErrors<Field>, shown: Notice) => {
    form.setErrors(errors);
    focusFirstField(fields.filter((name) => errors[name]).map(fieldId));
    notify(shown);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setNotice(undefined);
    const check = checkForm(options.schema, form.values, options.extra);
    if (!check.ok) {
      flag(check.errors, invalidFormNotice(check.missing, options.missing));
      return;
    }
    setBusy(true);
    try {
      await options.send(check.data);
    } catch (error) {
      setBusy(false);
      const fieldErrors = serverFieldErrors(error, fields);
      if (hasErrors(fieldErrors)) flag(fieldErrors, invalidFormNotice(false));
      else notifyFailure(options.failure, error);
      return;
    }
    if (options.leavesPage) return;
    setBusy(false);
    form.reset();
    if (options.success) notify({ ...options.success, variant: 'success' });
    options.onSent?.();
  }

  return { ...form, busy, notice, submit };
}
