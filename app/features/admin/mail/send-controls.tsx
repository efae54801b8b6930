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
} from '#app/features/admin/kit/ui/alert-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { broadcastSendSchema } from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime, plural } from '../kit/format.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { localInputToIso, localZoneName } from './broadcast-draft.ts';
import { mailCopy } from './mail-copy.ts';

const copy = mailCopy.composer;

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

interface SendQuestionProps {
  sendAt: string | null;
  recipients: number | undefined;
  onConfirm: () => void;
}

/**
 * The question before sending. Now: "Send to N addresses?", or, to nobody, only a way back.
 * At a time: when, and the audience's size now, as it is counted again when it goes out.
 */
function SendQuestion({ sendAt, recipients, onConfirm }: SendQuestionProps) {
  const nobodyNow = sendAt === null && recipients === 0;
  const title =
    sendAt !== null
      ? fillPlaceholders(copy.confirmLaterTitle, { time: formatDateTime(sendAt) })
      : nobodyNow
        ? copy.emptyNowTitle
        : recipients === undefined
          ? copy.sendTitle
          : plural(recipients, copy.confirmTitle);
  return (
    <>
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription>
        {sendAt !== null ? copy.confirmLater : nobodyNow ? copy.emptyNow : copy.confirmNow}
      </AlertDialogDescription>
      {sendAt !== null && recipients !== undefined && (
        <p className="text-sm font-medium">{plural(recipients, copy.audienceNow)}</p>
      )}
      <AlertDialogFooter>
        <AlertDialogCancel>{commonCopy.cancel}</AlertDialogCancel>
        {!nobodyNow && <AlertDialogAction onClick={onConfirm}>{copy.confirm}</AlertDialogAction>}
      </AlertDialogFooter>
    </>
  );
}

/** Schedule at a time of the admin's own zone, or send now: either after a question (SendQuestion). */
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
          {asking && (
            <SendQuestion
              sendAt={asking.sendAt}
              recipients={recipients}
              onConfirm={() => {
                onSend(asking.sendAt);
                setAsking(undefined);
              }}
            />
          )}
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
