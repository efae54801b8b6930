import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#app/features/admin/kit/ui/dialog.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import type { EntryDetail } from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { dayIn } from '#shared/time-zone.ts';
import { usStates } from '#shared/us-states.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { plural } from '../kit/format.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { pluralForm } from '../kit/plural.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { markReviewedCopy } from './mark-reviewed-copy.ts';
import { fetchReviewNotice, markReviewed, sendReviewNotice } from './review-api.ts';

const copy = markReviewedCopy;
const fieldNames = ['reviewedOn', 'note'] as const;
type ReviewField = (typeof fieldNames)[number];

/** Today in the admin's own zone, YYYY-MM-DD: the review's default day. */
const today = () => dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);

/** The state a state guide is about, by its name; null for any other entry. */
function guideState(entry: EntryDetail): string | null {
  if (entry.draft.kind !== 'state_guide') return null;
  const code = entry.draft.state;
  return usStates.find(([stateCode]) => stateCode === code)?.[1] ?? code;
}

interface MarkReviewedDialogProps {
  entry: EntryDetail;
  /** The dialog closed: after the review (and the notice, if one was sent) or on Cancel. */
  onDone: () => void;
}

/**
 * Marks an article or a state guide reviewed: the day, whether the change is one readers
 * should know of, and what changed. After a substantive review of a state guide it offers to
 * tell the buyers from that state, once confirmed.
 */
export function MarkReviewedDialog({ entry, onDone }: MarkReviewedDialogProps) {
  const [reviewId, setReviewId] = useState<number | null>(null);
  const state = guideState(entry);
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent
        closeLabel={copy.close}
        className="sm:max-w-lg"
        header={
          <>
            <DialogTitle className="text-lg leading-tight font-semibold">{copy.title}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              {copy.description}
            </DialogDescription>
          </>
        }
      >
        {reviewId !== null && state !== null ? (
          <ReviewNoticeOffer entryId={entry.id} reviewId={reviewId} state={state} onDone={onDone} />
        ) : (
          <ReviewForm
            entry={entry}
            onReviewed={(id, substantive) => {
              if (substantive && state !== null) setReviewId(id);
              else onDone();
            }}
            onCancel={onDone}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReviewForm({
  entry,
  onReviewed,
  onCancel,
}: {
  entry: EntryDetail;
  onReviewed: (reviewId: number, substantive: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const fieldId = (name: ReviewField) => `${id}-${name}`;
  const [reviewedOn, setReviewedOn] = useState(today);
  const [substantive, setSubstantive] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({});

  const review = useAdminAction({
    action: () => markReviewed(entry.id, { version: entry.version, reviewedOn, substantive, note }),
    success: () => ({ ...copy.notices.reviewed, variant: 'success' }),
    failure: (failure) => {
      const found = serverFieldErrors(failure, fieldNames);
      if (Object.values(found).some(Boolean)) {
        setErrors(found);
        const first = fieldNames.find((name) => found[name]);
        if (first) document.getElementById(fieldId(first))?.focus();
      } else notifyFailure(copy.notices.failed, failure);
    },
    invalidates: [adminKeys.jurisdictions, adminKeys.overview],
  });

  return (
    <form
      noValidate
      aria-label={copy.title}
      className="flex flex-col gap-4 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (review.isPending) return;
        review.mutate(undefined, {
          onSuccess: (answer) => onReviewed(answer.review.id, answer.review.substantive),
        });
      }}
    >
      <FormField id={fieldId('reviewedOn')} label={copy.reviewedOn} error={errors.reviewedOn}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={reviewedOn}
            onChange={(event) => {
              setReviewedOn(event.target.value);
              setErrors((current) => ({ ...current, reviewedOn: undefined }));
            }}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={substantive}
          onChange={(event) => setSubstantive(event.target.checked)}
        />
        {copy.substantive}
      </label>
      <FormField
        id={fieldId('note')}
        label={copy.note}
        error={errors.note}
        hint={copy.noteHint}
        required={false}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={400}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setErrors((current) => ({ ...current, note: undefined }));
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          busy={review.isPending}
          busyText={copy.saving}
          icon={<BadgeCheck className="size-4" aria-hidden />}
        >
          {copy.save}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/** "Tell 12 buyers from Ohio": asked once more before the mail goes; says when they were told. */
function ReviewNoticeOffer({
  entryId,
  reviewId,
  state,
  onDone,
}: {
  entryId: number;
  reviewId: number;
  state: string;
  onDone: () => void;
}) {
  const notice = useQuery({
    queryKey: adminKeys.reviewNotice(entryId, reviewId),
    queryFn: () => fetchReviewNotice(entryId, reviewId),
  });
  const send = useAdminAction({
    action: () => sendReviewNotice(entryId, reviewId),
    success: (queued) => ({
      title: copy.notices.queued.title,
      description: plural(queued, copy.notices.queued.description),
      variant: 'success',
    }),
    failure: copy.notices.sendFailed,
    invalidates: [adminKeys.reviewNotice(entryId, reviewId)],
  });
  const { data } = notice;
  const counted = (forms: { one: string; other: string }, n: number) =>
    fillPlaceholders(pluralForm(forms, n), { n: n.toLocaleString('en-US'), state });

  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <h3 className="font-semibold">{fillPlaceholders(copy.notice.title, { state })}</h3>
      <p className="text-sm text-muted-foreground">{copy.notice.explain}</p>
      <LoadStatus
        isPending={notice.isPending}
        isError={notice.isError}
        hasData={data !== undefined}
        error={notice.error}
        loadingText={fillPlaceholders(copy.notice.loading, { state })}
        onRetry={() => void notice.refetch()}
      />
      {data?.alreadyNotified && (
        <p className="text-sm">{fillPlaceholders(copy.notice.alreadyNotified, { state })}</p>
      )}
      {data && !data.alreadyNotified && data.recipients === 0 && (
        <p className="text-sm">{fillPlaceholders(copy.notice.nobody, { state })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {data && !data.alreadyNotified && data.recipients > 0 && (
          <ConfirmAction
            trigger={
              <Button disabled={send.isPending}>
                <Mail className="size-4" aria-hidden />
                {counted(copy.notice.offer, data.recipients)}
              </Button>
            }
            title={fillPlaceholders(copy.notice.title, { state })}
            description={counted(copy.notice.confirmDescription, data.recipients)}
            confirm={copy.notice.confirm}
            onConfirm={() => send.mutate(undefined, { onSuccess: onDone })}
          />
        )}
        <Button variant="outline" onClick={onDone}>
          {copy.done}
        </Button>
      </div>
    </div>
  );
}
