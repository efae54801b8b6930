import { Pencil, Reply, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors } from '#app/lib/form-validation.ts';
import {
  moderationLimits,
  reviewReplySchema,
  type AdminReview,
} from '#shared/contracts/admin-reviews.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDay } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { saveReviewReply } from './reviews-api.ts';
import { reviewsCopy, reviewsNotices } from './reviews-copy.ts';

const copy = reviewsCopy;

/**
 * The seller's public reply under a review: shown with Edit and Remove, or a Reply button
 * that opens the form. The field is checked here with the server's rule, and the server's
 * own message is shown beside it when it refuses.
 */
export function ReviewReply({ review }: { review: AdminReview }) {
  const fieldId = `${useId()}-reply`;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useAdminAction({
    action: (reply: string | null) => saveReviewReply(review.id, reply),
    success: (_answer, reply) => ({
      ...(reply === null ? reviewsNotices.reviewReplyRemoved : reviewsNotices.reviewReplySaved),
      variant: 'success',
    }),
    failure: (failure) => {
      const fields = serverFieldErrors(failure, ['reply'] as const);
      if (fields.reply) setError(fields.reply);
      else notifyFailure(reviewsNotices.reviewUpdateFailed, failure);
    },
    invalidates: [adminKeys.reviewsAll, adminKeys.audit],
  });

  function open() {
    setDraft(review.reply ?? '');
    setError(undefined);
    setEditing(true);
  }

  if (editing) {
    return (
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkForm(reviewReplySchema, { reply: draft });
          if (!checked.ok) {
            setError(checked.errors.reply);
            document.getElementById(fieldId)?.focus();
            return;
          }
          save.mutate(checked.data.reply, { onSuccess: () => setEditing(false) });
        }}
      >
        <FormField
          id={fieldId}
          label={copy.replyLabel}
          error={error}
          hint={fillPlaceholders(copy.replyHint, { max: String(moderationLimits.reply) })}
        >
          {(control) => (
            <Textarea
              {...control}
              name="reply"
              maxLength={moderationLimits.reply}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={save.isPending} busyText={copy.savingReply} size="sm">
            {copy.saveReply}
          </SubmitButton>
          <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
            {copy.cancel}
          </Button>
        </div>
      </form>
    );
  }

  if (review.reply === null) {
    return (
      <Button variant="outline" size="sm" className="self-start" onClick={open}>
        <Reply className="size-4" aria-hidden />
        {copy.reply}
      </Button>
    );
  }

  return (
    <section aria-label={copy.replyTitle} className="flex flex-col gap-2 rounded-md bg-muted p-3">
      <p className="text-xs font-semibold text-muted-foreground">
        {copy.replyTitle}
        {review.repliedAt &&
          ` · ${fillPlaceholders(copy.repliedOn, { date: formatDay(review.repliedAt) })}`}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap">{review.reply}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={open}>
          <Pencil className="size-4" aria-hidden />
          {copy.editReply}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
        >
          <Trash2 className="size-4" aria-hidden />
          {copy.removeReply}
        </Button>
      </div>
    </section>
  );
}
