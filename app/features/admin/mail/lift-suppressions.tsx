import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import type { LiftSuppressions } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { localInputToIso } from './broadcast-draft.ts';
import { liftSuppressions } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy.suppressed;

/** One call that allows many addresses again; `done` runs after it worked. */
export function useLiftSuppressions(done: () => void) {
  return useAdminAction({
    action: (lift: LiftSuppressions) => liftSuppressions(lift),
    success: (allowed) => {
      done();
      const { title, description } = mailNotices.addressesAllowed;
      return {
        title,
        description: fillPlaceholders(description, { n: allowed.toLocaleString('en-US') }),
        variant: 'success',
      };
    },
    failure: mailNotices.addressAllowFailed,
    invalidates: [mailKeys.suppressedAll, mailKeys.audience],
  });
}

/** "Allow mail again to selected (n)", asked once more before it is done. */
export function AllowSelected({
  emails,
  onDone,
}: {
  emails: readonly string[];
  onDone: () => void;
}) {
  const lift = useLiftSuppressions(onDone);
  const n = emails.length.toLocaleString('en-US');
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={emails.length === 0 || lift.isPending}>
          <Undo2 className="size-4" aria-hidden />
          {fillPlaceholders(copy.allowSelected, { n })}
        </Button>
      }
      title={fillPlaceholders(copy.allowSelectedTitle, { n })}
      description={copy.allowText}
      confirm={copy.allow}
      onConfirm={() => lift.mutate({ emails: [...emails] })}
    />
  );
}

/** Every address that bounced since a time, allowed again: the way back from a relay's fault. */
export function LiftSinceForm() {
  const id = useId();
  const [since, setSince] = useState('');
  const lift = useLiftSuppressions(() => setSince(''));
  const iso = localInputToIso(since);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {copy.liftTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{copy.liftText}</p>
      <FormField id={`${id}-since`} label={copy.liftSince}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={since}
            onChange={(event) => setSince(event.target.value)}
            className="w-fit"
          />
        )}
      </FormField>
      <ConfirmAction
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={!iso || lift.isPending}
          >
            <Undo2 className="size-4" aria-hidden />
            {lift.isPending ? copy.lifting : copy.lift}
          </Button>
        }
        title={fillPlaceholders(copy.liftConfirmTitle, { time: iso ? formatDateTime(iso) : '' })}
        description={copy.liftText}
        confirm={copy.lift}
        onConfirm={() => iso && lift.mutate({ bouncedSince: iso })}
      />
    </section>
  );
}
