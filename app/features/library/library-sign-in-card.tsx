import { MailCheck, LogIn } from 'lucide-react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { formIntents, replyFor, type FormReply } from '#app/lib/form-reply.ts';
import { libraryCopy } from '#content/library.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import { librarySignInForm, type LibrarySignInField } from './library-sign-in-form.ts';

const copy = libraryCopy.signIn;
// Fixed ids: the page the form island is answered with names its card and field alike.
const emailId = 'library-email';
const titleId = 'library-sign-in-title';
const sentTitleId = 'library-sent-title';

/** Where the link went: the same words for every address, whether or not it bought. */
function SentCard({ email }: { email: string }) {
  return (
    <Card aria-labelledby={sentTitleId} role="status">
      <IconCardHeader icon={MailCheck} title={copy.sentTitle} titleId={sentTitleId} />
      <CardContent className="flex flex-col items-start gap-4">
        <p>{copy.sent(email)}</p>
        {/* A plain link back to the empty form. */}
        <a href={libraryPaths.page} className={buttonVariants({ variant: 'outline' })}>
          {copy.another}
        </a>
      </CardContent>
    </Card>
  );
}

/**
 * "Get a sign-in link": a page form, posted by the form island or by the browser. The answer
 * to a post that went through is the "link sent" card, in the same scope element as the form,
 * so the island puts it in the form's place.
 */
export function LibrarySignInCard({ reply }: { reply?: FormReply<string> | undefined }) {
  const posted = replyFor<LibrarySignInField>(reply, formIntents.librarySignIn);
  const sent = posted?.notice.variant === 'success';
  return (
    <div {...{ [formMarkup.scope]: formIntents.librarySignIn }}>
      {sent ? (
        <SentCard email={posted.values.email} />
      ) : (
        <Card aria-labelledby={titleId}>
          <IconCardHeader
            icon={LogIn}
            title={copy.title}
            titleId={titleId}
            description={copy.intro}
          />
          <CardContent>
            <IslandForm
              action={libraryPaths.page}
              intent={formIntents.librarySignIn}
              notice={posted?.notice}
              failure={copy.failure}
              missing={librarySignInForm.missing}
            >
              <EmailField
                id={emailId}
                label={copy.emailLabel}
                placeholder={copy.emailPlaceholder}
                defaultValue={posted?.values.email ?? ''}
                error={posted?.errors.email}
              />
              <IslandSubmitButton busyText={copy.busy} className="self-start">
                {copy.submit}
              </IslandSubmitButton>
            </IslandForm>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
