import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify, type Notice } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { serverFieldErrors } from '#app/lib/form-validation.ts';
import { rolesCopy } from '#content/admin-roles.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import type { GrantAdminResponse } from '#shared/contracts/admin.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { grantAdmin } from './security-api.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { RoleSelect, rolesInOrder } from './role-select.tsx';
import { securityCopy, securityNotices } from './security-copy.ts';

const copy = securityCopy;
const roleCopy = rolesCopy;
const leastRole = rolesInOrder[0] ?? 'support';

function grantedNotice({ outcome }: GrantAdminResponse, email: string): Notice {
  const notice =
    outcome === 'invited'
      ? securityNotices.adminInvited
      : outcome === 'already_admin'
        ? securityNotices.alreadyAdmin
        : securityNotices.adminGranted;
  return {
    title: notice.title,
    description: fillPlaceholders(notice.description, { email }),
    variant: outcome === 'already_admin' ? 'default' : 'success',
  };
}

/**
 * Grant Admin Role, with a role (support unless the owner picks owner): an empty field is
 * refused here ('Error' / 'Please enter a valid email address'); the server checks the
 * format and answers with the field's message.
 */
export function GrantAdminForm() {
  const fieldId = `${useId()}-grant-email`;
  const roleId = `${fieldId}-role`;
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>(leastRole);
  const [error, setError] = useState<string | undefined>();
  const [roleError, setRoleError] = useState<string | undefined>();
  const grant = useAdminAction({
    action: grantAdmin,
    success: (response) => grantedNotice(response, response.admin.email),
    failure: (failure) => {
      const fieldErrors = serverFieldErrors(failure, ['email', 'role'] as const);
      setRoleError(fieldErrors.role);
      if (fieldErrors.email || fieldErrors.role) {
        setError(fieldErrors.email);
        document.getElementById(fieldErrors.email ? fieldId : roleId)?.focus();
      } else {
        notifyFailure(securityNotices.grantFailed, failure);
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
          setError(securityNotices.invalidGrantEmail.description);
          notify({ ...securityNotices.invalidGrantEmail, variant: 'error' });
          document.getElementById(fieldId)?.focus();
          return;
        }
        grant.mutate(
          { email: value, role },
          {
            onSuccess: () => {
              setEmail('');
              setRole(leastRole);
            },
          },
        );
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
      <FormField
        id={roleId}
        label={roleCopy.grantRole}
        error={roleError}
        hint={fillPlaceholders(roleCopy.abilityHint, { abilities: roleCopy.abilities[role] })}
      >
        {(control) => (
          <RoleSelect
            {...control}
            value={role}
            onChange={(next) => {
              setRole(next);
              setRoleError(undefined);
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
