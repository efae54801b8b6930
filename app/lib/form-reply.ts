import type { Notice } from '#app/components/ui/notices.ts';
import type { FieldErrors } from './form-validation.ts';

/** Which form of a page posted, sent as the hidden `intent` field. */
export const formIntents = {
  checkout: 'checkout',
  subscribe: 'subscribe',
  contact: 'contact',
  notifyWhenReady: 'notify-when-ready',
  review: 'review',
  librarySignIn: 'library-sign-in',
} as const;
export type FormIntent = (typeof formIntents)[keyof typeof formIntents];

/**
 * A form's answer when it was posted without JavaScript: the page is rendered
 * again with what was typed, the red fields and the notice as visible text.
 */
export interface FormReply<Field extends string> {
  intent: FormIntent;
  values: Record<Field, string>;
  errors: FieldErrors<Field>;
  notice: Notice;
}

/** The reply meant for the form of `intent`, if the page's last post came from it. */
export function replyFor<Field extends string>(
  reply: FormReply<string> | undefined,
  intent: FormIntent,
): FormReply<Field> | undefined {
  return reply?.intent === intent ? reply : undefined;
}

/** The posted text of each field (a missing one is empty), ready for the form's zod contract. */
export function postedValues<Field extends string>(
  form: FormData,
  fields: readonly Field[],
): Record<Field, string> {
  const values = {} as Record<Field, string>;
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
