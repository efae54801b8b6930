import { useId } from 'react';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { subscriptionForm } from '#app/features/newsletter/subscription-form.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';

/**
 * The popup's subscribe form: the newsletter's form with the popup's own notices. The
 * popup only exists once scripts run, so the form never posts by itself; `method`
 * keeps the address out of any URL all the same.
 */
export function ExitIntentForm({ onSubscribed }: { onSubscribed: () => void }) {
  const emailId = `${useId()}-email`;
  const { values, errors, setValue, busy, submit } = useApiForm({
    ...subscriptionForm,
    fieldId: () => emailId,
    success: notices.exitSubscribeSuccess,
    failure: notices.exitSubscribeError,
    onSent: onSubscribed,
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
    >
      <EmailField
        id={emailId}
        label={copy.emailLabel}
        placeholder={copy.emailPlaceholder}
        value={values.email}
        error={errors.email}
        onChange={(value) => setValue('email', value)}
      />
      <SubmitButton busy={busy} busyText={copy.busy}>
        {copy.submit}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{copy.privacy}</p>
    </form>
  );
}
