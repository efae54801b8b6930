import { Send } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Card, CardContent } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { PostForm } from '#app/components/ui/post-form.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { useApiForm } from '#app/lib/use-api-form.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import { reviewLimits, reviewRequestSchema } from '#shared/contracts/reviews.ts';
import { emptyReview, reviewFields, sendReview, ticked, type ReviewField } from './review-form.ts';
import { StarRating } from './star-rating.tsx';

interface ReviewFormCardProps {
  token: string;
  /** Where the form posts without JavaScript: this page. */
  action: string;
  suggestedName: string;
  reply?: FormReply<ReviewField> | undefined;
  onSent: () => void;
}

/** The review: stars, text, the name to show and the consent to publish, all required. */
export function ReviewFormCard({
  token,
  action,
  suggestedName,
  reply,
  onSent,
}: ReviewFormCardProps) {
  const baseId = useId();
  const fieldId = (name: ReviewField) => `${baseId}-${name}`;
  const empty = useMemo(() => emptyReview(suggestedName), [suggestedName]);
  const { values, errors, setValue, busy, notice, submit } = useApiForm({
    fields: reviewFields,
    empty,
    schema: reviewRequestSchema,
    send: (review) => sendReview(token, review),
    fieldId,
    failure: copy.failure,
    reply,
    onSent,
  });
  const consentErrorId = `${fieldId('consent')}-error`;

  return (
    <Card aria-label={copy.formLabel}>
      <CardContent className="pt-6">
        <PostForm action={action} intent={formIntents.review} notice={notice} onSubmit={submit}>
          <StarRating
            id={fieldId('rating')}
            value={values.rating}
            error={errors.rating}
            onChange={(value) => setValue('rating', value)}
          />
          <FormField
            id={fieldId('body')}
            label={copy.labels.body}
            error={errors.body}
            hint={copy.hints.body}
          >
            {(control) => (
              <Textarea
                {...control}
                name="body"
                rows={6}
                maxLength={reviewLimits.bodyMax}
                placeholder={copy.placeholders.body}
                value={values.body}
                onChange={(event) => setValue('body', event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={fieldId('name')}
            label={copy.labels.name}
            error={errors.name}
            hint={copy.hints.name}
          >
            {(control) => (
              <Input
                {...control}
                name="name"
                autoComplete="off"
                maxLength={reviewLimits.displayName}
                value={values.name}
                onChange={(event) => setValue('name', event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-1.5">
            <label className="flex items-start gap-3 py-2 text-sm">
              <input
                id={fieldId('consent')}
                type="checkbox"
                name="consent"
                value={ticked}
                required
                checked={values.consent === ticked}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? consentErrorId : undefined}
                onChange={(event) => setValue('consent', event.target.checked ? ticked : '')}
                className="mt-0.5 size-5 shrink-0 accent-primary aria-invalid:outline-2 aria-invalid:outline-destructive"
              />
              <span>{copy.labels.consent}</span>
            </label>
            {errors.consent && (
              <p id={consentErrorId} className="text-sm text-destructive">
                {errors.consent}
              </p>
            )}
          </div>
          <SubmitButton busy={busy} busyText={copy.busy} icon={<Send aria-hidden />}>
            {copy.submit}
          </SubmitButton>
        </PostForm>
      </CardContent>
    </Card>
  );
}
