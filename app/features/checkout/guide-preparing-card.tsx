import { Hourglass } from 'lucide-react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import type { SubscriptionField } from '#app/features/newsletter/subscription-form.ts';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import type { GuidePreparingCopy } from '#content/guide-preparing.ts';

interface GuidePreparingCardProps {
  /** The card's copy, from the page's loader (sent only while the guide cannot be sold). */
  copy: GuidePreparingCopy;
  /** Where the form posts, with or without scripts: the checkout's action. */
  action: string;
  reply?: FormReply<SubscriptionField> | undefined;
}

// One card a page, with fixed ids: the island puts the server's reply in place of the field.
const emailId = 'notify-email';
const titleId = 'notify-title';

/**
 * In place of the payment form while the guide is not on sale: says so, and offers the
 * newsletter's double opt-in with one mail when the guide is ready.
 */
export function GuidePreparingCard({ copy, action, reply }: GuidePreparingCardProps) {
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={Hourglass}
        title={copy.title}
        titleId={titleId}
        description={copy.text}
      />
      <CardContent>
        <IslandForm
          action={action}
          intent={formIntents.notifyWhenReady}
          notice={reply?.notice}
          failure={notices.subscriptionError}
          missing={notices.emailRequired}
        >
          <EmailField
            id={emailId}
            label={copy.emailLabel}
            placeholder={copy.emailPlaceholder}
            defaultValue={reply?.values.email ?? ''}
            error={reply?.errors.email}
          />
          <IslandSubmitButton busyText={copy.busy}>{copy.submit}</IslandSubmitButton>
        </IslandForm>
      </CardContent>
    </Card>
  );
}
