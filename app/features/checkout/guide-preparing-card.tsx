import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import {
  guideReadyForm,
  type SubscriptionField,
} from '#app/features/newsletter/subscription-form.ts';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { notices } from '#content/notices.ts';
import type { GuidePreparingCopy } from '#content/guide-preparing.ts';

interface GuidePreparingCardProps {
  /** The card's copy, from the page's loader (sent only while the guide cannot be sold). */
  copy: GuidePreparingCopy;
  /** Where the form posts without JavaScript: the checkout's action. */
  action: string;
  reply?: FormReply<SubscriptionField> | undefined;
}

/**
 * In place of the payment form while the guide is not on sale: says so, and offers the
 * newsletter's double opt-in with one mail when the guide is ready.
 */
export function GuidePreparingCard({ copy, action, reply }: GuidePreparingCardProps) {
  const emailId = `${useId()}-notify-email`;
  const titleId = `${emailId}-title`;
  const { values, errors, setValue, busy, notice, submit } = useApiForm({
    ...guideReadyForm,
    fieldId: () => emailId,
    success: copy.sent,
    failure: notices.subscriptionError,
    reply,
  });

  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={Hourglass}
        title={copy.title}
        titleId={titleId}
        description={copy.text}
      />
      <CardContent>
        <PostForm
          action={action}
          intent={formIntents.notifyWhenReady}
          notice={notice}
          onSubmit={submit}
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
        </PostForm>
      </CardContent>
    </Card>
  );
}
