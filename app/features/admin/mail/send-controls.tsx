import { CalendarClock, Send } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#app/features/admin/ui/alert-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { broadcastSendSchema } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime, plural } from '../format.ts';
import { localInputToIso, localZoneName } from './broadcast-draft.ts';

const copy = adminCopy.mail.composer;

interface SendControlsProps {
  id: string;
  /** The chosen audience's count now, when known. */
  recipients: number | undefined;
  error: string | undefined;
  busy: boolean;
  onError: (message: string | undefined) => void;
  /** Confirmed: null to send now, else the ISO time. */
  onSend: (sendAt: string | null) => void;
}

/** Schedule at a time of the admin's own zone, or send now: either after "Send to N addresses?". */
export function SendControls({ id, recipients, error, busy, onError, onSend }: SendControlsProps) {
  const [time, setTime] = useState('');
  const [asking, setAsking] = useState<{ sendAt: string | null } | undefined>();

  function ask(sendAt: string | null) {
    const checked = broadcastSendSchema.safeParse({ sendAt: sendAt ?? '' });
    if (sendAt === null || checked.success) {
      onError(undefined);
      setAsking({ sendAt });
      return;
    }
    onError(checked.error.issues[0]?.message);
    document.getElementById(id)?.focus();
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        {copy.sendTitle}
      </h3>
      <FormField
        id={id}
        label={copy.sendAt}
        error={error}
        required={false}
        hint={fillPlaceholders(copy.sendAtHint, { zone: localZoneName() })}
      >
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            value={time}
            onChange={(event) => {
              setTime(event.target.value);
              onError(undefined);
            }}
            className="w-fit"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy}
          onClick={() => ask(localInputToIso(time) ?? '')}
        >
          <CalendarClock className="size-4" aria-hidden />
          {copy.schedule}
        </Button>
        <Button type="button" disabled={busy} onClick={() => ask(null)}>
          <Send className="size-4" aria-hidden />
          {copy.sendNow}
        </Button>
      </div>
      <AlertDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
      >
        <AlertDialogContent>
          <AlertDialogTitle>
            {recipients === undefined ? copy.sendTitle : plural(recipients, copy.confirmTitle)}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {asking?.sendAt
              ? fillPlaceholders(copy.confirmLater, { time: formatDateTime(asking.sendAt) })
              : copy.confirmNow}
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{adminCopy.common.cancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (asking) onSend(asking.sendAt);
                setAsking(undefined);
              }}
            >
              {copy.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
