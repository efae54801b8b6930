import { MessageSquare, Send } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { contactCopy as copy } from '#content/contact.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import { type ContactField, useContactForm } from './use-contact-form.ts';

/** The 'Contact Us' box: name, e-mail and message, all required (SPEC sections 2 and 5). */
export function ContactBox() {
  const baseId = useId();
  const fieldId = (name: ContactField) => `${baseId}-${name}`;
  const { values, errors, setValue, busy, submit } = useContactForm(fieldId);
  const titleId = `${baseId}-title`;

  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={MessageSquare}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <FormField id={fieldId('name')} label={copy.labels.name} error={errors.name}>
            {(control) => (
              <Input
                {...control}
                name="name"
                autoComplete="name"
                maxLength={fieldLimits.name}
                placeholder={copy.placeholders.name}
                value={values.name}
                onChange={(event) => setValue('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={fieldId('email')} label={copy.labels.email} error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                maxLength={fieldLimits.email}
                placeholder={copy.placeholders.email}
                value={values.email}
                onChange={(event) => setValue('email', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={fieldId('message')} label={copy.labels.message} error={errors.message}>
            {(control) => (
              <Textarea
                {...control}
                name="message"
                maxLength={fieldLimits.message}
                placeholder={copy.placeholders.message}
                value={values.message}
                onChange={(event) => setValue('message', event.target.value)}
              />
            )}
          </FormField>
          <SubmitButton busy={busy} busyText={copy.busy} icon={<Send aria-hidden />}>
            {copy.submit}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
