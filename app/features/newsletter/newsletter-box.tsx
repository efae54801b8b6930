import { Mail } from 'lucide-react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { newsletterCopy as copy } from '#content/newsletter.ts';
import type { SubscriptionField } from './subscription-form.ts';

interface NewsletterBoxProps {
  /** Where the form posts: a page whose action takes the subscribe intent. */
  action: string;
  reply?: FormReply<SubscriptionField> | undefined;
}

// One box a page, with the same ids on every page: the island puts a reply rendered by
// another page (the archive's issues post to its index) in place of the form's fields.
const emailId = 'newsletter-email';
const titleId = 'newsletter-title';

/** The 'Stay Updated' box: one e-mail field and Subscribe. */
export function NewsletterBox({ action, reply }: NewsletterBoxProps) {
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader
        icon={Mail}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <CardContent>
        <IslandForm
          action={action}
          intent={formIntents.subscribe}
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
          <IslandSubmitButton busyText={copy.busy} variant="outline">
            {copy.submit}
          </IslandSubmitButton>
        </IslandForm>
      </CardContent>
    </Card>
  );
}
