import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify, type Notice } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { serverFieldErrors } from '#app/lib/form-validation.ts';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import type { GrantAdminResponse } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { adminKeys } from '../query-keys.ts';
import { grantAdmin } from '../security-api.ts';
import { useAdminAction } from '../use-admin-action.ts';

const copy = adminCopy.security;

function grantedNotice({ outcome }: GrantAdminResponse, email: string): Notice {
  const notice =
    outcome === 'invited'
      ? adminNotices.adminInvited
      : outcome === 'already_admin'
        ? adminNotices.alreadyAdmin
        : adminNotices.adminGranted;
  return {
    title: notice.title,
    description: fillPlaceholders(notice.description, { email }),
    variant: outcome === 'already_admin' ? 'default' : 'success',
  };
}

/**
 * Grant Admin Role: an empty field is refused here ('Error' / 'Please enter a valid
 * email address'); the server checks the format and answers with the field's message.
 */
export function GrantAdminForm() {
  const fieldId = `${useId()}-grant-email`;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const grant = useAdminAction({
    action: grantAdmin,
    success: (response) => grantedNotice(response, response.admin.email),
    failure: (failure) => {
      const fieldError = serverFieldErrors(failure, ['email'] as const).email;
      if (fieldError) {
        setError(fieldError);
        document.getElementById(fieldId)?.focus();
      } else {
        notifyFailure(adminNotices.grantFailed, failure);
      }
    },
    invalidates: [adminKeys.admins, adminKeys.audit],
  });

  return (
    <form
      noValidate
      aria-labelledby={`${fieldId}-title`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (grant.isPending) return;
        const value = email.trim();
        if (value === '') {
          setError(adminNotices.invalidGrantEmail.description);
          notify({ ...adminNotices.invalidGrantEmail, variant: 'error' });
          document.getElementById(fieldId)?.focus();
          return;
        }
        grant.mutate(value, { onSuccess: () => setEmail('') });
      }}
    >
      <h3 id={`${fieldId}-title`} className="font-semibold">
        {copy.grantTitle}
      </h3>
      <FormField id={fieldId} label={copy.grantLabel} error={error}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="off"
            inputMode="email"
            maxLength={fieldLimits.email}
            placeholder={copy.grantPlaceholder}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">{copy.grantHelp}</p>
      <SubmitButton
        busy={grant.isPending}
        busyText={copy.granting}
        icon={<UserPlus className="size-4" aria-hidden />}
        className="self-start"
      >
        {copy.grantSubmit}
      </SubmitButton>
    </form>
  );
}
