import { Fingerprint, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { secondFactorCopy, secondFactorNotices } from '#content/admin-second-factor.ts';
import { passkeyNameField, type PasskeyView } from '#shared/contracts/second-factor.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { formatDay } from '../kit/format.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { removePasskey, renamePasskey } from './second-factor-api.ts';

const copy = secondFactorCopy;
const changes = [adminKeys.secondFactors, adminKeys.audit] as const;

/** The admin's passkeys: name, when added and last used, whether synced; rename and remove. */
export function PasskeyList({ passkeys }: { passkeys: readonly PasskeyView[] }) {
  const rename = useAdminAction({
    action: ({ passkey, name }: { passkey: PasskeyView; name: string }) =>
      renamePasskey(passkey.id, name),
    success: (_answer, { name }) => ({
      title: secondFactorNotices.passkeyRenamed.title,
      description: fillPlaceholders(secondFactorNotices.passkeyRenamed.description, { name }),
      variant: 'success',
    }),
    failure: secondFactorNotices.passkeyRenameFailed,
    invalidates: changes,
  });
  const remove = useAdminAction({
    action: (passkey: PasskeyView) => removePasskey(passkey.id),
    success: (_answer, passkey) => ({
      title: secondFactorNotices.passkeyRemoved.title,
      description: fillPlaceholders(secondFactorNotices.passkeyRemoved.description, {
        name: passkey.name,
      }),
      variant: 'success',
    }),
    failure: secondFactorNotices.passkeyRemoveFailed,
    invalidates: changes,
  });

  if (passkeys.length === 0) {
    return <p className="text-sm text-muted-foreground">{copy.noPasskeys}</p>;
  }
  return (
    <ul aria-label={copy.passkeysTitle} className="flex flex-col divide-y rounded-md border">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
          <Fingerprint className="size-5 shrink-0 text-primary" aria-hidden />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium wrap-anywhere">{passkey.name}</span>
              {passkey.backedUp && (
                <span title={copy.syncedHint}>
                  <StatusBadge tone="info">{copy.synced}</StatusBadge>
                </span>
              )}
            </span>
            <span className="text-sm text-muted-foreground">
              {fillPlaceholders(copy.added, { date: formatDay(passkey.createdAt) })}
              {' · '}
              {passkey.lastUsedAt
                ? fillPlaceholders(copy.lastUsed, { date: formatDay(passkey.lastUsedAt) })
                : copy.neverUsed}
            </span>
          </div>
          <div className="flex gap-2">
            <RenameButton
              passkey={passkey}
              busy={rename.isPending}
              onRename={(name) => rename.mutate({ passkey, name })}
            />
            <ConfirmAction
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={fillPlaceholders(copy.removeLabel, { name: passkey.name })}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {copy.remove}
                </Button>
              }
              title={copy.removeTitle}
              description={fillPlaceholders(copy.removeDescription, { name: passkey.name })}
              confirm={copy.removeAction}
              onConfirm={() => remove.mutate(passkey)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function RenameButton({
  passkey,
  busy,
  onRename,
}: {
  passkey: PasskeyView;
  busy: boolean;
  onRename: (name: string) => void;
}) {
  const fieldId = `${useId()}-name`;
  const [name, setName] = useState(passkey.name);
  const trimmed = name.trim();
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={fillPlaceholders(copy.renameLabel, { name: passkey.name })}
        >
          <Pencil className="size-4" aria-hidden />
          {copy.rename}
        </Button>
      }
      title={copy.renameTitle}
      description={copy.renameDescription}
      confirm={copy.renameAction}
      confirmDisabled={trimmed === '' || trimmed === passkey.name}
      onOpenChange={(open) => {
        if (open) setName(passkey.name);
      }}
      onConfirm={() => onRename(trimmed)}
    >
      <FormField id={fieldId} label={copy.renameField}>
        {(control) => (
          <Input
            {...control}
            maxLength={passkeyNameField.maxLength ?? undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
    </ConfirmAction>
  );
}
