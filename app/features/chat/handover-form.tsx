import { Send } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { chatCopy } from '#content/chat.ts';
import { fieldLimits } from '#shared/contracts/field-rules.ts';
import { chatPanelIds as ids } from './chat-panel-ids.ts';

const copy = chatCopy.handover;

// Drawn flagged, so the island has each field's error line and the failure line to show;
// it takes them out until there is something to say.
const flagged = ' ';
const keep = () => undefined;

/** The offer to send a question to support: the visitor's e-mail and the question, editable. */
export function HandoverForm() {
  return (
    <form
      noValidate
      aria-labelledby={ids.handoverTitle}
      className="mt-3 flex flex-col gap-3 rounded-md border bg-card p-3"
    >
      <h3 id={ids.handoverTitle} className="text-sm font-semibold">
        {copy.title}
      </h3>
      <EmailField
        id={ids.handoverEmail}
        label={copy.emailLabel}
        placeholder={copy.emailPlaceholder}
        value=""
        error={flagged}
        onChange={keep}
      />
      <FormField id={ids.handoverMessage} label={copy.questionLabel} error={flagged}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={3}
            maxLength={fieldLimits.message}
            defaultValue=""
          />
        )}
      </FormField>
      <p role="alert" data-handover-failure className="text-sm text-destructive" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          size="sm"
          busy={false}
          busyText={copy.busy}
          icon={<Send className="size-4" aria-hidden />}
        >
          {copy.submit}
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" data-handover-dismiss>
          {copy.dismiss}
        </Button>
      </div>
    </form>
  );
}

/** What the form's submit button shows while the question is being sent. */
export function HandoverBusyButton() {
  return (
    <SubmitButton size="sm" busy busyText={copy.busy}>
      {copy.submit}
    </SubmitButton>
  );
}
