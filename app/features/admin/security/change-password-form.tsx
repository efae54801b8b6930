import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { focusFirstField } from '#app/lib/focus-field.ts';
import {
  checkForm,
  hasErrors,
  serverFieldErrors,
  type FieldErrors,
} from '#app/lib/form-validation.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import { changePasswordRequestSchema, passwordLimits } from '#shared/contracts/auth.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { changePassword } from './security-api.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { securityCopy, securityNotices } from './security-copy.ts';

const copy = securityCopy;
const fields = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
type PasswordField = (typeof fields)[number];
const empty: Record<PasswordField, string> = {
  currentPassword: '',
  newPassword: '',
  repeatPassword: '',
};

const labels: Record<PasswordField, { label: string; autoComplete: string }> = {
  currentPassword: { label: copy.currentPassword, autoComplete: 'current-password' },
  newPassword: { label: copy.newPassword, autoComplete: 'new-password' },
  repeatPassword: { label: copy.repeatPassword, autoComplete: 'new-password' },
};

/** Change your own password: the current one, then the new one twice (at least 12 characters). */
export function ChangePasswordForm() {
  const idPrefix = useId();
  const fieldId = (name: PasswordField) => `${idPrefix}-${name}`;
  const { values, errors, setValue, setErrors, reset } = useFormFields(empty);

  function flag(found: FieldErrors<PasswordField>) {
    setErrors(found);
    focusFirstField(fields.filter((name) => found[name]).map(fieldId));
  }

  const change = useAdminAction({
    action: changePassword,
    success: () => ({ ...securityNotices.passwordChanged, variant: 'success' }),
    failure: (failure) => {
      const found = serverFieldErrors(failure, fields);
      if (hasErrors(found)) flag(found);
      notifyFailure(securityNotices.passwordChangeFailed, failure);
    },
    invalidates: [adminKeys.audit],
  });

  return (
    <form
      noValidate
      aria-labelledby={`${idPrefix}-title`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (change.isPending) return;
        const checked = checkForm(changePasswordRequestSchema, values);
        const found: FieldErrors<PasswordField> = checked.ok ? {} : { ...checked.errors };
        if (values.repeatPassword !== values.newPassword)
          found.repeatPassword = copy.passwordsDiffer;
        if (!checked.ok || hasErrors(found)) {
          flag(found);
          notify({ ...securityNotices.passwordFieldsInvalid, variant: 'error' });
          return;
        }
        change.mutate(checked.data, { onSuccess: reset });
      }}
    >
      <h3 id={`${idPrefix}-title`} className="font-semibold">
        {copy.passwordTitle}
      </h3>
      {fields.map((name) => (
        <FormField key={name} id={fieldId(name)} label={labels[name].label} error={errors[name]}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete={labels[name].autoComplete}
              maxLength={passwordLimits.max}
              value={values[name]}
              onChange={(event) => setValue(name, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <p className="text-sm text-muted-foreground">{copy.passwordHint}</p>
      <SubmitButton
        busy={change.isPending}
        busyText={copy.passwordBusy}
        icon={<KeyRound className="size-4" aria-hidden />}
        className="self-start"
      >
        {copy.passwordSubmit}
      </SubmitButton>
    </form>
  );
}
