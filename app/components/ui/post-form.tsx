import type { ReactNode, SubmitEvent } from 'react';
import type { FormIntent } from '#app/lib/form-reply.ts';
import { cn } from '#app/lib/cn.ts';
import { visitCreditAttribute } from '#shared/visit-credit.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './notices.ts';

interface PostFormProps {
  /** Where the form posts without JavaScript: the page's action. */
  action: string;
  /** Which of the page's forms this is, for the action. */
  intent: FormIntent;
  /** The notice of the server's reply to a post without JavaScript. */
  notice: Notice | undefined;
  busy?: boolean;
  /** The post is credited to the visit: the tracker adds its ids when the form posts itself. */
  creditsVisit?: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  className?: string;
  children: ReactNode;
}

/**
 * A page form that works as a plain POST, and is handled by script once the page is
 * hydrated (`onSubmit` prevents the post).
 */
export function PostForm({
  action,
  intent,
  notice,
  busy,
  creditsVisit,
  onSubmit,
  className,
  children,
}: PostFormProps) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-busy={busy}
      {...(creditsVisit && { [visitCreditAttribute]: '' })}
      onSubmit={(event) => void onSubmit(event)}
      className={cn('flex flex-col gap-3', className)}
    >
      <input type="hidden" name="intent" value={intent} />
      {notice && <FormNotice notice={notice} />}
      {children}
    </form>
  );
}
