import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import {
  suppressAddressSchema,
  suppressionReasons,
  type SuppressionReason,
} from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { suppressAddress } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy.suppressed;
const fieldNames = ['email', 'reason', 'detail'] as const;
type Field = (typeof fieldNames)[number];

/** Keep an address out by hand: a complaint that came by another way, a known dead address. */
export function SuppressForm() {
  const id = useId();
  const fieldId = (name: Field) => `${id}-${name}`;
  const blank: Record<Field, string> = { email: '', reason: 'complained', detail: '' };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function showErrors(found: FieldErrors<Field>) {
    setErrors(found);
    const first = fieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const add = useAdminAction({
    action: suppressAddress,
    success: (added) => {
      const { title, description } = mailNotices.addressSuppressed;
      return {
        title,
        description: fillPlaceholders(description, { email: added.email }),
        variant: 'success',
      };
    },
    failure: (failure) => {
      const found = serverFieldErrors(failure, fieldNames);
      if (Object.values(found).some(Boolean)) showErrors(found);
      else notifyFailure(mailNotices.addressSuppressFailed, failure);
    },
    invalidates: [mailKeys.suppressedAll, mailKeys.audience],
  });

  const change = (name: Field) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-md border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        const checked = checkForm(suppressAddressSchema, values);
        if (!checked.ok) {
          notify({ ...mailNotices.addressSuppressFailed, variant: 'error' });
          showErrors(checked.errors);
          return;
        }
        add.mutate(checked.data, { onSuccess: () => setValues(blank) });
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {copy.addTitle}
      </h3>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <EmailField
          id={fieldId('email')}
          label={copy.email}
          placeholder="name@example.com"
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <FormField id={fieldId('reason')} label={copy.reason} error={errors.reason}>
          {(control) => (
            <select
              {...control}
              value={values.reason}
              onChange={(event) => change('reason')(event.target.value)}
              className="h-10 rounded-md border bg-background px-3 text-sm"
            >
              {suppressionReasons.map((reason: SuppressionReason) => (
                <option key={reason} value={reason}>
                  {copy.reasons[reason]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id={fieldId('detail')}
        label={copy.detail}
        error={errors.detail}
        hint={copy.detailHint}
        required={false}
      >
        {(control) => (
          <Input
            {...control}
            value={values.detail}
            onChange={(event) => change('detail')(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <SubmitButton
          busy={add.isPending}
          busyText={copy.adding}
          icon={<Ban className="size-4" aria-hidden />}
        >
          {copy.add}
        </SubmitButton>
      </div>
    </form>
  );
}
