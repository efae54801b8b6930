import { Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import {
  moderationLimits,
  testimonialRequestSchema,
  type AdminTestimonial,
} from '#shared/contracts/admin-reviews.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { saveTestimonial } from './reviews-api.ts';
import { reviewsNotices, testimonialsCopy } from './reviews-copy.ts';

const copy = testimonialsCopy;
const fieldNames = ['quote', 'name', 'location'] as const;
type Field = (typeof fieldNames)[number];

const limitHint = (max: number) => fillPlaceholders(copy.limit, { max: String(max) });

interface TestimonialFormProps {
  /** The testimonial being edited; a new one without it. */
  editing?: AdminTestimonial;
  /** After a save, and on Cancel while editing. */
  onDone?: () => void;
}

/** Add a testimonial, or edit one: checked here with the server's rules, refusals beside each field. */
export function TestimonialForm({ editing, onDone }: TestimonialFormProps) {
  const id = useId();
  const fieldId = (name: Field) => `${id}-${name}`;
  const blank = { quote: '', name: '', location: '' };
  const [values, setValues] = useState<Record<Field, string>>(
    editing ? { quote: editing.quote, name: editing.name, location: editing.location } : blank,
  );
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function showErrors(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const save = useAdminAction({
    action: (input: Record<Field, string>) => saveTestimonial(editing?.id, input),
    success: () => ({
      ...(editing ? reviewsNotices.testimonialSaved : reviewsNotices.testimonialAdded),
      variant: 'success',
    }),
    failure: (failure) => {
      const found = serverFieldErrors(failure, fieldNames);
      if (Object.values(found).some(Boolean)) showErrors(found);
      else notifyFailure(reviewsNotices.testimonialFailed, failure);
    },
    invalidates: [adminKeys.testimonials, adminKeys.reviewsAll, adminKeys.audit],
  });

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const checked = checkForm(testimonialRequestSchema, values);
        if (!checked.ok) {
          notify({ ...reviewsNotices.testimonialFieldsInvalid, variant: 'error' });
          showErrors(checked.errors);
          return;
        }
        save.mutate(values, {
          onSuccess: () => {
            if (!editing) setValues(blank);
            onDone?.();
          },
        });
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {editing ? copy.editTitle : copy.addTitle}
      </h3>
      <FormField
        id={fieldId('quote')}
        label={copy.quote}
        error={errors.quote}
        hint={limitHint(moderationLimits.quote)}
      >
        {(control) => (
          <Textarea
            {...control}
            name="quote"
            maxLength={moderationLimits.quote}
            {...field('quote')}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={fieldId('name')}
          label={copy.name}
          error={errors.name}
          hint={limitHint(moderationLimits.name)}
        >
          {(control) => (
            <Input {...control} name="name" maxLength={moderationLimits.name} {...field('name')} />
          )}
        </FormField>
        <FormField
          id={fieldId('location')}
          label={copy.location}
          error={errors.location}
          hint={limitHint(moderationLimits.location)}
          required={false}
        >
          {(control) => (
            <Input
              {...control}
              name="location"
              maxLength={moderationLimits.location}
              {...field('location')}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          busy={save.isPending}
          busyText={editing ? copy.saving : copy.adding}
          icon={
            editing ? (
              <Save className="size-4" aria-hidden />
            ) : (
              <Plus className="size-4" aria-hidden />
            )
          }
        >
          {editing ? copy.save : copy.add}
        </SubmitButton>
        {editing && (
          <Button type="button" variant="ghost" onClick={onDone}>
            {copy.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
