import { notify, type Notice } from '#app/components/ui/notices.ts';
import { notices } from '#content/notices.ts';
import { messageOr } from './api-client.ts';

export interface NoticeText {
  title: string;
  description: string;
}

/** A failed call: logged to the console, then the notice with the server's message or its default. */
export function notifyFailure(notice: NoticeText, error: unknown): void {
  console.error(`${notice.title}:`, error);
  notify({
    title: notice.title,
    description: messageOr(error, notice.description),
    variant: 'error',
  });
}

/**
 * Red fields: an empty required field gets the form's "missing" notice ('Required
 * Fields Missing' unless the form says otherwise), a filled but invalid one the
 * invalid-fields notice. The same words with and without JavaScript.
 */
export function invalidFormNotice(
  missing: boolean,
  missingNotice: NoticeText = notices.requiredFieldsMissing,
): Notice {
  return { ...(missing ? missingNotice : notices.invalidFields), variant: 'error' };
}
