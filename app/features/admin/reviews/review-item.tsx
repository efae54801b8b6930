import { BadgeCheck, Check, EyeOff, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { adminOrderPath } from '#shared/admin-sections.ts';
import type { AdminReview, ReviewStatus } from '#shared/contracts/admin-reviews.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { EmailText } from '../kit/email-text.tsx';
import { ItemDateOnPhone, ItemToggleEnd } from '../kit/item-date.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { ReviewReply } from './review-reply.tsx';
import { decideReview, type ReviewDecision } from './reviews-api.ts';
import { reviewsCopy, reviewsNotices } from './reviews-copy.ts';
import { Stars } from './stars.tsx';

const copy = reviewsCopy;

const statusTones: Record<ReviewStatus, StatusTone> = {
  pending: 'warning',
  approved: 'success',
  hidden: 'neutral',
};

interface ReviewItemProps {
  review: AdminReview;
  open: boolean;
  onToggle: () => void;
}

/** One review: a row that opens to the whole text, the order, the buyer and the actions. */
export function ReviewItem({ review, open, onToggle }: ReviewItemProps) {
  const bodyId = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const decide = useAdminAction({
    action: (decision: ReviewDecision) => decideReview(review.id, decision),
    success: (_answer, decision) => ({
      ...(decision === 'approve' ? reviewsNotices.reviewApproved : reviewsNotices.reviewHidden),
      variant: 'success',
    }),
    failure: reviewsNotices.reviewUpdateFailed,
    invalidates: [adminKeys.reviewsAll, adminKeys.audit],
  });

  // A review opened by its address is brought into view and given focus; one opened by a
  // click already has it.
  useEffect(() => {
    const button = opener.current;
    if (!open || !button || document.activeElement === button) return;
    button.scrollIntoView({ block: 'center' });
    button.focus({ preventScroll: true });
  }, [open]);

  const approved = review.status === 'approved';
  const approveButton = (
    <Button
      variant="outline"
      size="sm"
      disabled={decide.isPending}
      onClick={review.claimFlag === null ? () => decide.mutate('approve') : undefined}
    >
      <Check className="size-4" aria-hidden />
      {copy.approve}
    </Button>
  );

  return (
    <li>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        className="flex w-full items-start gap-3 px-3 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-4"
        onClick={onToggle}
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <Stars rating={review.rating} />
            <span className="font-medium">{review.displayName}</span>
            <StatusBadge tone={statusTones[review.status]}>
              {copy.statuses[review.status]}
            </StatusBadge>
            {review.claimFlag !== null && <StatusBadge tone="danger">{copy.marked}</StatusBadge>}
          </span>
          {!open && (
            <span className="line-clamp-1 text-sm text-muted-foreground">{review.body}</span>
          )}
        </span>
        <ItemToggleEnd date={review.createdAt} open={open} />
      </button>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-3 px-3 pb-4 sm:px-4">
        <ItemDateOnPhone date={review.createdAt} />
        <p className="text-sm break-words whitespace-pre-wrap">{review.body}</p>
        {review.claimFlag !== null && <ClaimNote reason={review.claimFlag} />}
        {approved && (
          <p className="flex items-center gap-2 text-sm font-medium text-primary">
            <BadgeCheck className="size-4 shrink-0" aria-hidden />
            {fillPlaceholders(copy.verified, { order: review.orderId })}
          </p>
        )}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{copy.shownAs}</dt>
          <dd className="break-words">{review.displayName}</dd>
          <dt className="text-muted-foreground">{copy.order}</dt>
          <dd>
            <Link
              to={adminOrderPath(review.orderId)}
              className="font-medium break-all text-primary underline-offset-4 hover:underline"
            >
              {review.orderId}
            </Link>
          </dd>
          <dt className="text-muted-foreground">{copy.email}</dt>
          <dd className="break-words">
            <EmailText email={review.email} />
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          {!approved &&
            (review.claimFlag === null ? (
              approveButton
            ) : (
              <ConfirmAction
                trigger={approveButton}
                title={copy.approveMarkedTitle}
                description={fillPlaceholders(copy.approveMarkedDescription, {
                  reason: review.claimFlag,
                })}
                confirm={copy.approveMarked}
                onConfirm={() => decide.mutate('approve')}
              />
            ))}
          {review.status !== 'hidden' && (
            <Button
              variant="outline"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('hide')}
            >
              <EyeOff className="size-4" aria-hidden />
              {copy.hide}
            </Button>
          )}
        </div>
        <ReviewReply review={review} />
      </div>
    </li>
  );
}

/** Why the server marked the review, and that the call stays the seller's. */
function ClaimNote({ reason }: { reason: string }) {
  return (
    <div className="flex gap-2 rounded-md border border-destructive/40 p-3 text-sm dark:border-destructive/50">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-destructive">{copy.markedTitle}</p>
        <p className="break-words">{reason}</p>
        <p className="text-muted-foreground">{copy.markedHint}</p>
      </div>
    </div>
  );
}
