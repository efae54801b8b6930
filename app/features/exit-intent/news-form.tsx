import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { emailInputProps } from '#app/components/ui/email-field.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { ruleAttributes } from '#app/components/ui/form-markup.ts';
import { Input } from '#app/components/ui/input.tsx';
import { IslandSubmitButton } from '#app/components/ui/island-form.tsx';
import { formIntents } from '#app/lib/form-reply.ts';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { emailRule } from '#shared/contracts/field-rules.ts';
import { partProps, type ExitIntentPart } from './exit-intent-parts.ts';

/** One step of the invitation: `ask` (the form) or `thanks`, shown once subscribed. */
export function Step({
  part,
  hidden = false,
  children,
}: {
  part: ExitIntentPart;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div {...partProps(part)} hidden={hidden} className="flex flex-col gap-4">
      {children}
    </div>
  );
}

interface StepHeadingProps {
  id: string;
  descriptionId: string;
  title: string;
  description: string;
}

/** A step's title and what it says: the invitation's is the consent text, read before the form. */
export function StepHeading({ id, descriptionId, title, description }: StepHeadingProps) {
  return (
    <div className="flex flex-col gap-2 pr-6">
      <h2 id={id} className="flex items-center gap-2 text-lg leading-tight font-semibold">
        <Mail className="size-5 shrink-0 text-primary" aria-hidden />
        {title}
      </h2>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {description}
      </p>
    </div>
  );
}

/**
 * The newsletter's e-mail field, Subscribe and the privacy line, as the popup and the
 * sign-up at the end of articles show them; `exit-intent-form.ts` checks it by its rule and
 * sends it to the API.
 * With `action`, it also posts there without scripts, as the sign-up box's subscribe intent.
 */
export function NewsForm({ emailId, action }: { emailId: string; action?: string }) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      {...partProps('form')}
      className="flex flex-col gap-3"
    >
      {action && <input type="hidden" name="intent" value={formIntents.subscribe} />}
      <FormField id={emailId} label={copy.emailLabel}>
        {(control) => (
          <Input
            {...control}
            {...emailInputProps}
            {...ruleAttributes(emailRule)}
            placeholder={copy.emailPlaceholder}
            {...partProps('email')}
          />
        )}
      </FormField>
      <IslandSubmitButton busyText={copy.busy}>{copy.submit}</IslandSubmitButton>
      <p className="text-center text-xs text-muted-foreground">{copy.privacy}</p>
    </form>
  );
}
