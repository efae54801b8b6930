import { notifyFailure, type NoticeText } from '#app/lib/error-notices.ts';
import { secondFactorNotices } from '#content/admin-second-factor.ts';
import { PasskeyPromptError } from './webauthn.ts';

/** A closed or failed passkey prompt says so; any other failure gets the action's own notice. */
export function notifyPasskeyFailure(notice: NoticeText, error: unknown): void {
  notifyFailure(
    error instanceof PasskeyPromptError ? secondFactorNotices.passkeyPromptFailed : notice,
    error,
  );
}
