import { Send } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { EmailField } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { ruleAttributes } from '#app/components/ui/form-markup.ts';
import { IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { chatCopy } from '#content/chat.ts';
import { contactFieldRules } from '#shared/contracts/message-rules.ts';
import { chatPanelIds as ids } from './chat-panel-ids.ts';

const copy = chatCopy.handover;

const keep = () => undefined;

/**
 * The offer to send a question to support: the visitor's e-mail and the question, editable,
 * each with its rule for the island's checks (form-checks.ts). Drawn with the failure line,
 * which the island takes out until there is something to say.
 */
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
        onChange={keep}
      />
      <FormField id={ids.handoverMessage} label={copy.questionLabel}>
        {(control) => (
          <Textarea
            {...control}
            {...ruleAttributes(contactFieldRules.message)}
            name="message"
            rows={3}
            defaultValue=""
          />
        )}
      </FormField>
      <p role="alert" data-handover-failure className="text-sm text-destructive" />
      <div className="flex flex-wrap gap-2">
        <IslandSubmitButton
          size="sm"
          busyText={copy.busy}
          icon={<Send className="size-4" aria-hidden />}
        >
          {copy.submit}
        </IslandSubmitButton>
        <Button type="button" variant="ghost" size="sm" data-handover-dismiss>
          {copy.dismiss}
        </Button>
      </div>
    </form>
  );
}
