import { ArrowLeft, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors } from '#app/lib/form-validation.ts';
import { forgotPasswordRequestSchema } from '#shared/contracts/auth.ts';
import { requestPasswordReset } from '../../kit/auth-api.ts';
import { forgotPasswordCopy, shellNotices } from '../shell-copy.ts';

const copy = forgotPasswordCopy;

/**
 * Asks for a reset link. The answer is the same whether or not the address
 * belongs to an admin, so the screen says the same either way.
 */
export function ForgotPasswordForm({
  initialEmail,
  onBack,
}: {
  initialEmail: string;
  onBack: () => void;
}) {
  const emailId = `${useId()}-reset-email`;
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit() {
    if (busy) return;
    const checked = checkForm(forgotPasswordRequestSchema, { email });
    if (!checked.ok) {
      setError(checked.errors.email);
      document.getElementById(emailId)?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(checked.data.email);
      setSent(true);
    } catch (failure) {
      setError(serverFieldErrors(failure, ['email'] as const).email);
      notifyFailure(shellNotices.resetRequestFailed, failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <h2 className="font-semibold">{copy.title}</h2>
        <p className="text-sm text-muted-foreground">{copy.description}</p>
      </div>
      {sent ? (
        <p role="status" className="rounded-md border border-primary/40 p-3 text-sm">
          {copy.sent}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <EmailField
            id={emailId}
            label={copy.email}
            placeholder=""
            value={email}
            error={error}
            onChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          <SubmitButton
            busy={busy}
            busyText={copy.busy}
            icon={<Send className="size-4" aria-hidden />}
          >
            {copy.submit}
          </SubmitButton>
        </form>
      )}
      <button
        type="button"
        className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        onClick={onBack}
      >
        <ArrowLeft className="size-4" aria-hidden />
        {copy.back}
      </button>
    </div>
  );
}
