import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { personErasureAccess } from '#shared/contracts/privacy-erasure.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { erasePerson } from './person-erasure-api.ts';
import { personErasureCopy } from './person-erasure-copy.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { adminKeys } from './query-keys.ts';
import { useAuthState } from './session.ts';
import { useAdminAction } from './use-admin-action.ts';

const copy = personErasureCopy;

/** Whether the signed-in admin's role may erase a person. */
export function useMayErase(): boolean {
  const auth = useAuthState();
  return auth.status === 'signedIn' && personErasureAccess.includes(auth.user.role);
}

/**
 * "Erase…" for one address, shown to the roles that may erase (decision 110): a question
 * that acts only once the address is typed again, as the API also insists. Every admin
 * view is refetched after, so the person's pages show that nothing is kept.
 */
export function PersonErasureButton({
  email,
  compact = false,
  onErased,
}: {
  email: string;
  /** On a row of a list: small, named by the address for screen readers. */
  compact?: boolean;
  /** After the erasure went through: a person's page leaves, its data being gone. */
  onErased?: () => void;
}) {
  const mayErase = useMayErase();
  const id = useId();
  const [typed, setTyped] = useState('');
  const erase = useAdminAction({
    action: erasePerson,
    success: ({ anonymous }) => {
      onErased?.();
      return {
        title: copy.erased.title,
        description: fillPlaceholders(copy.erased.description, { anonymous }),
        variant: 'success',
      };
    },
    failure: copy.failed,
    invalidates: [adminKeys.all],
  });
  if (!mayErase) return null;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <ConfirmAction
      onOpenChange={() => setTyped('')}
      trigger={
        <Button
          variant="destructive"
          size={compact ? 'sm' : 'default'}
          disabled={erase.isPending}
          aria-label={compact ? fillPlaceholders(copy.buttonLabel, { email }) : undefined}
        >
          <UserX className="size-4" aria-hidden />
          {erase.isPending ? copy.erasing : copy.button}
        </Button>
      }
      title={<span className="wrap-anywhere">{fillPlaceholders(copy.dialogTitle, { email })}</span>}
      description={copy.dialogDescription}
      confirm={copy.confirm}
      confirmDisabled={!matches}
      onConfirm={() => erase.mutate({ email, confirmation: typed })}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-confirm`}>{copy.confirmLabel}</Label>
        <Input
          id={`${id}-confirm`}
          type="email"
          autoComplete="off"
          spellCheck={false}
          placeholder={email}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </ConfirmAction>
  );
}
