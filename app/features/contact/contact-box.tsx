import { MessageSquare, Send } from 'lucide-react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { ruleAttributes } from '#app/components/ui/form-markup.ts';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { contactCopy as copy } from '#content/contact.ts';
import { contactFieldRules } from '#shared/contracts/message-rules.ts';
import type { ContactField } from './contact-form.ts';

interface ContactBoxProps {
  /** Where the form posts: a page whose action takes the contact intent. */
  action: string;
  reply?: FormReply<ContactField> | undefined;
}

// One box a page, with fixed ids: the island puts the server's reply in place of the fields.
const fieldId = (name: ContactField) => `contact-${name}`;
const titleId = 'contact-title';

/** The 'Contact Us' box: name, e-mail and message, all required, each with its contract's rule. */
export function ContactBox({ action, reply }: ContactBoxProps) {
  const values = reply?.values;
  const errors = reply?.errors;
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={MessageSquare}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
        <IslandForm
          action={action}
          intent={formIntents.contact}
          notice={reply?.notice}
          failure={notices.messageError}
        >
          <FormField id={fieldId('name')} label={copy.labels.name} error={errors?.name}>
            {(control) => (
              <Input
                {...control}
                {...ruleAttributes(contactFieldRules.name)}
                name="name"
                autoComplete="name"
                placeholder={copy.placeholders.name}
                defaultValue={values?.name ?? ''}
              />
            )}
          </FormField>
          <EmailField
            id={fieldId('email')}
            label={copy.labels.email}
            placeholder={copy.placeholders.email}
            defaultValue={values?.email ?? ''}
            error={errors?.email}
          />
          <FormField id={fieldId('message')} label={copy.labels.message} error={errors?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...ruleAttributes(contactFieldRules.message)}
                name="message"
                placeholder={copy.placeholders.message}
                defaultValue={values?.message ?? ''}
              />
            )}
          </FormField>
          <IslandSubmitButton busyText={copy.busy} icon={<Send aria-hidden />}>
            {copy.submit}
          </IslandSubmitButton>
        </IslandForm>
      </CardContent>
    </Card>
  );
}
