import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { islandAttribute } from '#app/islands/island.ts';
import { invalidFormNotice, type NoticeText } from '#app/lib/error-notices.ts';
import type { FormIntent } from '#app/lib/form-reply.ts';
import { cn } from '#app/lib/cn.ts';
import { visitCreditAttribute } from '#shared/visit-credit.ts';
import { Button } from './button.tsx';
import { FormNotice } from './form-notice.tsx';
import { formMarkup } from './form-markup.ts';
import type { Notice } from './notices.ts';

/** The island that sends these forms with scripts (post-form-island.ts). */
export const postFormIsland = 'post-form';

interface IslandFormProps {
  /** Where the form posts, with or without scripts: the page's action. */
  action: string;
  /** Which of the page's forms this is, for the action. */
  intent: FormIntent;
  /** The notice of the server's reply to a post. */
  notice: Notice | undefined;
  /** Shown when no answer comes (offline, a server error): the island cannot ask the server for it. */
  failure: NoticeText;
  /** The notice for an empty required field, if not 'Required Fields Missing'. */
  missing?: NoticeText;
  /** Once its fields pass, the browser posts the form itself: the answer is another page. */
  leavesPage?: boolean;
  /** The post is credited to the visit: the tracker adds its ids when the form posts. */
  creditsVisit?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A form of the public pages with no React state: it posts to the page's action, and its
 * island sends the same post by fetch and puts the server's answer in its place. Its fields
 * take the reply's values as their first value, and nothing re-renders them afterwards.
 */
export function IslandForm({
  action,
  intent,
  notice,
  failure,
  missing,
  leavesPage,
  creditsVisit,
  className,
  children,
}: IslandFormProps) {
  // The toasts of the island's own checks: the words the server's reply would show.
  const missingNotice = invalidFormNotice(true, missing);
  const invalidNotice = invalidFormNotice(false);
  return (
    <form
      method="post"
      action={action}
      noValidate
      className={cn('flex flex-col gap-3', className)}
      data-failure-title={failure.title}
      data-failure-description={failure.description}
      data-missing-title={missingNotice.title}
      data-missing-description={missingNotice.description}
      data-invalid-title={invalidNotice.title}
      data-invalid-description={invalidNotice.description}
      {...(leavesPage && { [formMarkup.leavesPage]: '' })}
      {...(creditsVisit && { [visitCreditAttribute]: '' })}
      {...{ [islandAttribute]: postFormIsland }}
    >
      <input type="hidden" name="intent" value={intent} />
      {notice && <FormNotice notice={notice} />}
      {children}
    </form>
  );
}

type IslandSubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'disabled'> & {
  busyText: string;
  icon?: ReactNode;
};

/**
 * A submit button holding both its faces: the island shows the busy one (spinning,
 * relabeled) and disables the button while the post runs.
 */
export function IslandSubmitButton({
  busyText,
  icon,
  children,
  ...props
}: IslandSubmitButtonProps) {
  return (
    <Button type="submit" {...props}>
      <span className="contents" data-face="idle">
        {icon}
        {children}
      </span>
      <span className="contents" data-face="busy" hidden>
        <LoaderCircle className="size-4 animate-spin" aria-hidden />
        {busyText}
      </span>
    </Button>
  );
}
