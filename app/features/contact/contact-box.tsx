import { MessageSquare, Send } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { contactCopy as copy } from '#content/contact.ts';
import { notices } from '#content/notices.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import { contactForm, type ContactField } from './contact-form.ts';

interface ContactBoxProps {
  /** Where the form posts without JavaScript: a page whose action takes the contact intent. */
  action: string;
  reply?: FormReply<ContactField> | undefined;
}

/** The 'Contact Us' box: name, e-mail and message, all required. */
export function ContactBox({ action, reply }: ContactBoxProps) {
  const baseId = useId();
  const fieldId = (name: ContactField) => `${baseId}-${name}`;
  const { values, errors, setValue, busy, notice, submit } = useApiForm({
    ...contactForm,
    fieldId,
    success: notices.messageSent,
    failure: notices.messageError,
    reply,
  });
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
        <PostForm action={action} intent={formIntents.contact} notice={notice} onSubmit={submit}>
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
          <EmailField
            id={fieldId('email')}
            label={copy.labels.email}
            placeholder={copy.placeholders.email}
            value={values.email}
            error={errors.email}
            onChange={(value) => setValue('email', value)}
          />
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
        </PostForm>
      </CardContent>
    </Card>
  );
}
