import { Send } from 'lucide-react';
import { Card, CardContent } from '#app/components/ui/card.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { fieldErrorClass, ruleAttributes } from '#app/components/ui/form-markup.ts';
import { Input } from '#app/components/ui/input.tsx';
import { IslandForm, IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { formIntents, type FormReply } from '#app/lib/form-reply.ts';
import { reviewFormCopy as copy } from '#content/review-form.ts';
import { reviewRules, ticked } from '#shared/contracts/reviews.ts';
import { reviewFieldId as fieldId, type ReviewField } from './review-form.ts';
import { StarRating } from './star-rating.tsx';

interface ReviewFormCardProps {
  /** Where the form posts, with or without scripts: this page. */
  action: string;
  suggestedName: string;
  /** The answer to the last post: its values, red fields and notice. */
  reply?: FormReply<ReviewField> | undefined;
}

/** The review: stars, text, the name to show and the consent to publish, all required. */
export function ReviewFormCard({ action, suggestedName, reply }: ReviewFormCardProps) {
  const values = reply?.values;
  const errors = reply?.errors ?? {};
  const consentId = fieldId('consent');
  const consentErrorId = `${consentId}-error`;

  return (
    <Card aria-label={copy.formLabel}>
      <CardContent className="pt-6">
        <IslandForm
          action={action}
          intent={formIntents.review}
          notice={reply?.notice}
          failure={copy.failure}
        >
          <StarRating
            id={fieldId('rating')}
            defaultValue={values?.rating ?? ''}
            error={errors.rating}
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
                {...ruleAttributes(reviewRules.body)}
                name="body"
                rows={6}
                placeholder={copy.placeholders.body}
                defaultValue={values?.body ?? ''}
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
                {...ruleAttributes(reviewRules.name)}
                name="name"
                autoComplete="off"
                defaultValue={values?.name ?? suggestedName}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-1.5">
            <label className="flex items-start gap-3 py-2 text-sm">
              <input
                id={consentId}
                type="checkbox"
                name="consent"
                value={ticked}
                {...ruleAttributes(reviewRules.consent)}
                defaultChecked={values?.consent === ticked}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? consentErrorId : undefined}
                className="mt-0.5 size-5 shrink-0 accent-primary aria-invalid:outline-2 aria-invalid:outline-destructive"
              />
              <span>{copy.labels.consent}</span>
            </label>
            {errors.consent && (
              <p id={consentErrorId} className={fieldErrorClass}>
                {errors.consent}
              </p>
            )}
          </div>
          <IslandSubmitButton busyText={copy.busy} icon={<Send aria-hidden />}>
            {copy.submit}
          </IslandSubmitButton>
        </IslandForm>
      </CardContent>
    </Card>
  );
}
