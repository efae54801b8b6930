import { CircleCheck, CircleX } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { replyFor, formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { reviewFormCopy as copy, reviewPage } from '#content/review-form.ts';
import type { ReviewLink } from '#shared/contracts/reviews.ts';
import { ReviewFormCard } from './review-form-card.tsx';
import type { ReviewField } from './review-form.ts';

interface ReviewPageProps {
  link: ReviewLink;
  /** Where the form posts, with or without scripts: this page's own address. */
  action: string;
  /** The answer to the form's last post. */
  reply?: FormReply<string> | undefined;
}

const screenClass = 'mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center';

function Screen({ done, heading, text }: { done: boolean; heading: string; text: string }) {
  const Icon = done ? CircleCheck : CircleX;
  return (
    <section className={screenClass}>
      <Icon className={done ? 'size-12 text-primary' : 'size-12 text-destructive'} aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="text-lg text-muted-foreground">{text}</p>
      <ButtonLink size="lg" to="/">
        {copy.home}
      </ButtonLink>
    </section>
  );
}

/** What the form island swaps for the answer's: the form, then the thanks in its place. */
const scope = { [formMarkup.scope]: formIntents.review };

/**
 * The page a review request's link opens: the form while the link is open, the thanks once
 * the review is sent, or why the link takes no review. A refused post (the link was used in
 * the meantime) keeps the form with what was typed and the server's words.
 */
export function ReviewPage({ link, action, reply }: ReviewPageProps) {
  const posted = replyFor<ReviewField>(reply, formIntents.review);
  if (posted?.notice.variant === 'success') {
    return (
      <div {...scope}>
        <Screen done heading={copy.thanks.heading} text={copy.thanks.text} />
      </div>
    );
  }
  if (!posted && link.state !== 'open') {
    const problem = copy.links[link.state];
    return <Screen done={false} heading={problem.heading} text={problem.text} />;
  }
  return (
    <div {...scope} className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{reviewPage.heading}</h1>
        <p className="text-muted-foreground">{copy.intro}</p>
      </div>
      <ReviewFormCard
        action={action}
        suggestedName={link.state === 'open' ? link.suggestedName : ''}
        reply={posted}
      />
    </div>
  );
}
