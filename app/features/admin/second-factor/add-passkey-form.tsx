import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { invalidFormNotice } from '#app/lib/error-notices.ts';
import { checkForm, serverFieldErrors } from '#app/lib/form-validation.ts';
import { secondFactorCopy, secondFactorNotices } from '#content/admin-second-factor.ts';
import { passkeyNameField } from '#shared/contracts/second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { z } from 'zod';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { notifyPasskeyFailure } from '../kit/passkey-failure.ts';
import { addPasskey, type FactorAdded } from './second-factor-api.ts';

const copy = secondFactorCopy;
const nameSchema = z.object({ name: passkeyNameField });

/** "Add a passkey": a name first, then the browser's prompt creates it on this device. */
export function AddPasskeyForm({ onAdded }: { onAdded: (added: FactorAdded) => void }) {
  const fieldId = `${useId()}-passkey-name`;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAdminAction({
    action: addPasskey,
    success: (_added, added) => ({
      title: secondFactorNotices.passkeyAdded.title,
      description: fillPlaceholders(secondFactorNotices.passkeyAdded.description, {
        name: added,
      }),
      variant: 'success',
    }),
    failure: (failure) => {
      setError(serverFieldErrors(failure, ['name'] as const).name);
      notifyPasskeyFailure(secondFactorNotices.passkeyAddFailed, failure);
    },
    invalidates: [adminKeys.secondFactors, adminKeys.audit],
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        if (add.isPending) return;
        const checked = checkForm(nameSchema, { name });
        if (!checked.ok) {
          setError(checked.errors.name);
          document.getElementById(fieldId)?.focus();
          notify(invalidFormNotice(checked.missing));
          return;
        }
        add.mutate(checked.data.name, {
          onSuccess: (added) => {
            setName('');
            onAdded(added);
          },
        });
      }}
    >
      <div className="flex-1">
        <FormField id={fieldId} label={copy.passkeyName} error={error} hint={copy.passkeyNameHint}>
          {(control) => (
            <Input
              {...control}
              maxLength={passkeyNameField.maxLength ?? undefined}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
      </div>
      <SubmitButton
        busy={add.isPending}
        busyText={copy.addingPasskey}
        icon={<Plus className="size-4" aria-hidden />}
        className="sm:mt-6.5"
      >
        {copy.addPasskey}
      </SubmitButton>
    </form>
  );
}
