import { useId } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { useSubscriptionForm } from '#app/features/newsletter/use-subscription-form.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { notices } from '#content/notices.ts';

/** The popup's subscribe form: the newsletter's form logic with the popup's own notices. */
export function ExitIntentForm({ onSubscribed }: { onSubscribed: () => void }) {
  const emailId = `${useId()}-email`;
  const { values, errors, setValue, busy, submit } = useSubscriptionForm({
    emailId,
    success: notices.exitSubscribeSuccess,
    failure: notices.exitSubscribeError,
    onSubscribed,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormField id={emailId} label={copy.emailLabel} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton busy={busy} busyText={copy.busy}>
        {copy.submit}
      </SubmitButton>
      <p className="text-center text-xs text-muted-foreground">{copy.privacy}</p>
    </form>
  );
}
