import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { newsletterCopy as copy } from '#content/newsletter.ts';
import { useSubscriptionForm } from './use-subscription-form.ts';

/** The 'Stay Updated' box: one e-mail field and Subscribe (SPEC sections 2 and 5). */
export function NewsletterBox() {
  const emailId = `${useId()}-email`;
  const titleId = `${emailId}-title`;
  const { values, errors, setValue, busy, submit } = useSubscriptionForm({ emailId });

  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={Mail}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
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
          <SubmitButton busy={busy} busyText={copy.busy} variant="outline">
            {copy.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
