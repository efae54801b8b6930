import { Plus, Save } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#app/features/admin/kit/ui/dialog.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { Select } from '#app/components/ui/select.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import {
  discountCodeMaxLength,
  discountKindValues,
  type DiscountCodeInput,
  type DiscountCodeRow,
} from '#shared/contracts/discount-codes.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { saveDiscountCode } from './discounts-api.ts';
import {
  blankDiscountForm,
  checkDiscountForm,
  discountFieldNames,
  formValuesOf,
  type DiscountField,
  type DiscountFormValues,
} from './discount-form-values.ts';
import { discountsCopy } from './discounts-copy.ts';

const copy = discountsCopy.dialog;
const notices = discountsCopy.notices;

interface DiscountCodeDialogProps {
  /** The code being edited; a new one without it. */
  editing?: DiscountCodeRow;
  onClose: () => void;
}

/** Creates or edits a code: checked here with the server's contract, refusals beside each field. */
export function DiscountCodeDialog({ editing, onClose }: DiscountCodeDialogProps) {
  const id = useId();
  const fieldId = (name: DiscountField) => `${id}-${name}`;
  const [values, setValues] = useState<DiscountFormValues>(
    editing ? formValuesOf(editing) : blankDiscountForm,
  );
  const [errors, setErrors] = useState<FieldErrors<DiscountField>>({});

  function showErrors(found: FieldErrors<DiscountField>) {
    setErrors(found);
    const first = discountFieldNames.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  const save = useAdminAction({
    action: (input: DiscountCodeInput) => saveDiscountCode(editing?.id, input),
    success: () => ({ ...(editing ? notices.saved : notices.created), variant: 'success' }),
    failure: (failure) => {
      const found = serverFieldErrors(failure, discountFieldNames);
      if (Object.values(found).some(Boolean)) showErrors(found);
      else notifyFailure(notices.failed, failure);
    },
    invalidates: [adminKeys.discountCodes, adminKeys.audit],
  });

  const set = <Field extends DiscountField>(name: Field, value: DiscountFormValues[Field]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const text = (name: Exclude<DiscountField, 'kind' | 'active'>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.value),
  });

  const title = editing ? fillPlaceholders(copy.editTitle, { code: editing.code }) : copy.newTitle;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={copy.close}
        className="sm:max-w-xl"
        header={
          <>
            <DialogTitle className="text-lg leading-tight font-semibold">{title}</DialogTitle>
            <DialogDescription className="text-sm text-muted-foreground">
              {copy.description}
            </DialogDescription>
          </>
        }
      >
        <form
          noValidate
          aria-label={title}
          className="flex flex-col gap-4 p-4 sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (save.isPending) return;
            const checked = checkDiscountForm(values);
            if (!checked.ok) {
              notify({ ...notices.fieldsInvalid, variant: 'error' });
              showErrors(checked.errors);
              return;
            }
            save.mutate(checked.input, { onSuccess: onClose });
          }}
        >
          <FormField
            id={fieldId('code')}
            label={copy.code}
            error={errors.code}
            hint={copy.codeHint}
          >
            {(control) => (
              <Input
                {...control}
                {...text('code')}
                autoComplete="off"
                spellCheck={false}
                className="font-mono uppercase"
                maxLength={discountCodeMaxLength}
              />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={fieldId('kind')} label={copy.kind} error={errors.kind}>
              {(control) => (
                <Select
                  {...control}
                  name="kind"
                  value={values.kind}
                  onChange={(event) => {
                    const kind = discountKindValues.find((value) => value === event.target.value);
                    if (kind) set('kind', kind);
                  }}
                >
                  {discountKindValues.map((kind) => (
                    <option key={kind} value={kind}>
                      {copy.kinds[kind]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id={fieldId('amount')}
              label={values.kind === 'percent' ? copy.amountPercent : copy.amountFixed}
              error={errors.amount}
            >
              {(control) => (
                <Input
                  {...control}
                  {...text('amount')}
                  type="number"
                  inputMode="decimal"
                  min={values.kind === 'percent' ? 1 : 0.01}
                  max={values.kind === 'percent' ? 100 : undefined}
                  step={values.kind === 'percent' ? 1 : 0.01}
                />
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={fieldId('startsAt')}
              label={copy.startsAt}
              error={errors.startsAt}
              required={false}
            >
              {(control) => <Input {...control} {...text('startsAt')} type="datetime-local" />}
            </FormField>
            <FormField
              id={fieldId('endsAt')}
              label={copy.endsAt}
              error={errors.endsAt}
              required={false}
            >
              {(control) => <Input {...control} {...text('endsAt')} type="datetime-local" />}
            </FormField>
          </div>
          <p className="-mt-2 text-sm text-muted-foreground">{copy.datesHint}</p>
          <FormField
            id={fieldId('maxUses')}
            label={copy.maxUses}
            error={errors.maxUses}
            hint={copy.maxUsesHint}
            required={false}
          >
            {(control) => (
              <Input
                {...control}
                {...text('maxUses')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
            )}
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              id={fieldId('active')}
              type="checkbox"
              name="active"
              className="size-4 accent-primary"
              checked={values.active}
              onChange={(event) => set('active', event.target.checked)}
            />
            {copy.active}
          </label>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              busy={save.isPending}
              busyText={editing ? copy.saving : copy.creating}
              icon={
                editing ? (
                  <Save className="size-4" aria-hidden />
                ) : (
                  <Plus className="size-4" aria-hidden />
                )
              }
            >
              {editing ? copy.save : copy.create}
            </SubmitButton>
            <Button type="button" variant="ghost" onClick={onClose}>
              {copy.cancel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
