import { notify } from '#app/components/ui/notices.ts';
import { notices } from '#content/notices.ts';
import { messageOr } from './api-client.ts';

interface NoticeText {
  title: string;
  description: string;
}

/** A failed call: logged (SPEC section 8), then the notice with the server's message or its default. */
export function notifyFailure(notice: NoticeText, error: unknown): void {
  console.error(`${notice.title}:`, error);
  notify({
    title: notice.title,
    description: messageOr(error, notice.description),
    variant: 'error',
  });
}

/** Red fields: one empty field makes it 'Required Fields Missing', else the invalid-fields notice. */
export function notifyInvalidForm(missing: boolean): void {
  notify({
    ...(missing ? notices.requiredFieldsMissing : notices.invalidFields),
    variant: 'error',
  });
}
