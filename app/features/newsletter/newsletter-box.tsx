import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { newsletterCopy as copy } from '#content/newsletter.ts';
import { notices } from '#content/notices.ts';
import { subscriptionForm, type SubscriptionField } from './subscription-form.ts';

interface NewsletterBoxProps {
  /** Where the form posts without JavaScript: a page whose action takes the subscribe intent. */
  action: string;
  reply?: FormReply<SubscriptionField> | undefined;
}

/** The 'Stay Updated' box: one e-mail field and Subscribe. */
export function NewsletterBox({ action, reply }: NewsletterBoxProps) {
  const emailId = `${useId()}-email`;
  const titleId = `${emailId}-title`;
  const { values, errors, setValue, busy, notice, submit } = useApiForm({
    ...subscriptionForm,
    fieldId: () => emailId,
    success: notices.subscriptionSuccess,
    failure: notices.subscriptionError,
    reply,
  });

  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={Mail}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
        <PostForm action={action} intent={formIntents.subscribe} notice={notice} onSubmit={submit}>
          <EmailField
            id={emailId}
            label={copy.emailLabel}
            placeholder={copy.emailPlaceholder}
            value={values.email}
            error={errors.email}
            onChange={(value) => setValue('email', value)}
          />
          <SubmitButton busy={busy} busyText={copy.busy} variant="outline">
            {copy.submit}
          </SubmitButton>
        </PostForm>
      </CardContent>
    </Card>
  );
}
