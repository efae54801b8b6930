import { MailCheck, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { formIntents, replyFor, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { libraryCopy } from '#content/library.ts';
import { notices } from '#content/notices.ts';
import { libraryPaths } from '#shared/contracts/library.ts';
import {
  librarySignInForm,
  requestLibraryLink,
  type LibrarySignInField,
} from './library-sign-in-form.ts';

const copy = libraryCopy.signIn;

/** Where the link went: the same words for every address, whether or not it bought. */
function SentCard({ email, onAnother }: { email: string; onAnother: () => void }) {
  const titleId = `${useId()}-sent`;
  return (
    <Card aria-labelledby={titleId} role="status">
      <IconCardHeader icon={MailCheck} title={copy.sentTitle} titleId={titleId} />
      <CardContent className="flex flex-col items-start gap-4">
        <p>{copy.sent(email)}</p>
        {/* Without JavaScript the button is a plain link back to the empty form. */}
        <a
          href={libraryPaths.page}
          className={buttonVariants({ variant: 'outline' })}
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          {copy.another}
        </a>
      </CardContent>
    </Card>
  );
}

/** "Get a sign-in link": with JavaScript through the API, without it through the page's action. */
export function LibrarySignInCard({ reply }: { reply?: FormReply<string> | undefined }) {
  const emailId = `${useId()}-email`;
  const titleId = `${emailId}-title`;
  const posted = replyFor<LibrarySignInField>(reply, formIntents.librarySignIn);
  const sentByPost = posted?.notice.variant === 'success' ? posted.values.email : undefined;
  const [sentTo, setSentTo] = useState<string | undefined>(sentByPost);
  const failedPost = posted?.notice.variant === 'success' ? undefined : posted;
  const { values, errors, setValue, busy, notice, submit } = useApiForm({
    ...librarySignInForm,
    fieldId: () => emailId,
    missing: notices.emailRequired,
    failure: copy.failure,
    send: async ({ email }) => {
      await requestLibraryLink(email);
      setSentTo(email);
    },
    reply: failedPost,
  });

  if (sentTo !== undefined)
    return <SentCard email={sentTo} onAnother={() => setSentTo(undefined)} />;
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={LogIn} title={copy.title} titleId={titleId} description={copy.intro} />
      <CardContent>
        <PostForm
          action={libraryPaths.page}
          intent={formIntents.librarySignIn}
          notice={notice}
          busy={busy}
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
          <SubmitButton busy={busy} busyText={copy.busy} className="self-start">
            {copy.submit}
          </SubmitButton>
        </PostForm>
      </CardContent>
    </Card>
  );
}
