import { Send } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { chatCopy } from '#content/chat.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import type { HandoverDraft } from './chat-storage.ts';
import type { HandoverField } from './use-chat.ts';
import { useHandoverSubmit } from './use-handover-submit.ts';

const copy = chatCopy.handover;

interface HandoverFormProps {
  id: string;
  draft: HandoverDraft;
  onEdit: (field: HandoverField, value: string) => void;
  onSent: () => void;
  onDismiss: () => void;
}

/** The offer to send a question to support: the visitor's e-mail and the question, editable. */
export function HandoverForm({ id, draft, onEdit, onSent, onDismiss }: HandoverFormProps) {
  const titleId = `${id}-title`;
  const fieldId = (name: HandoverField) => `${id}-${name}`;
  const { errors, busy, failure, submit, clearError } = useHandoverSubmit({
    draft,
    fieldId,
    onSent,
  });
  const edit = (name: HandoverField, value: string) => {
    clearError(name);
    onEdit(name, value);
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      className="mt-3 flex flex-col gap-3 rounded-md border bg-card p-3"
    >
      <h3 id={titleId} className="text-sm font-semibold">
        {copy.title}
      </h3>
      <EmailField
        id={fieldId('email')}
        label={copy.emailLabel}
        placeholder={copy.emailPlaceholder}
        value={draft.email}
        error={errors.email}
        onChange={(value) => edit('email', value)}
      />
      <FormField id={fieldId('message')} label={copy.questionLabel} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            name="message"
            rows={3}
            maxLength={fieldLimits.message}
            value={draft.message}
            onChange={(event) => edit('message', event.target.value)}
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          size="sm"
          busy={busy}
          busyText={copy.busy}
          icon={<Send className="size-4" aria-hidden />}
        >
          {copy.submit}
        </SubmitButton>
        <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
          {copy.dismiss}
        </Button>
      </div>
    </form>
  );
}
