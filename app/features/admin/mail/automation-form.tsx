import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { cn } from '#app/lib/cn.ts';
import {
  automationBodyMax,
  automationUpdateSchema,
  broadcastLimits,
  type AutomationsResponse,
} from '#shared/contracts/admin-mail.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { saveAutomation } from './mail-api.ts';
import { mailCopy, mailNotices } from './mail-copy.ts';
import { mailKeys } from './mail-keys.ts';

const copy = mailCopy.automations;

type AutomationEntry = AutomationsResponse['automations'][number];
/** A field's place in the settings, as the API names it in its refusals: `steps.1.subject`. */
type FieldErrors = Record<string, string>;

/** Per-field messages keyed by their path, from zod's issues or a 400's `fields`. */
function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

function serverErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError && error.status === 400 ? { ...error.fields } : {};
}

/** Error keys name `settings.<path>` on the server and `<path>` here: both are accepted. */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  return errors[path] ?? errors[`settings.${path}`];
}

interface MailFieldsProps {
  idPrefix: string;
  path: string;
  subject: string;
  body: string;
  errors: FieldErrors;
  onChange: (change: { subject?: string; body?: string }) => void;
}

function MailFields({ idPrefix, path, subject, body, errors, onChange }: MailFieldsProps) {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  return (
    <>
      <FormField
        id={`${idPrefix}-${at('subject')}`}
        label={copy.subject}
        error={errorAt(errors, at('subject'))}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={broadcastLimits.subject}
            value={subject}
            onChange={(event) => onChange({ subject: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-${at('body')}`}
        label={copy.body}
        error={errorAt(errors, at('body'))}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            maxLength={automationBodyMax}
            className="font-mono"
            value={body}
            onChange={(event) => onChange({ body: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: number;
  error: string | undefined;
  onChange: (value: number) => void;
}) {
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          className="w-28"
          value={Number.isNaN(props.value) ? '' : String(props.value)}
          onChange={(event) =>
            props.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
          }
        />
      )}
    </FormField>
  );
}

/** One automation: its switch, its timings and texts, saved together; refusals beside each field. */
export function AutomationForm({ automation }: { automation: AutomationEntry }) {
  const formId = useId();
  const [draft, setDraft] = useState<AutomationEntry>(automation);
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = copy.names[automation.id];

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${formId}-${first.replace(/^settings\./, '')}`)?.focus();
  }

  const save = useAdminAction({
    action: saveAutomation,
    success: () => {
      const { title, description } = mailNotices.automationSaved;
      return { title, description: fillPlaceholders(description, { name }), variant: 'success' };
    },
    failure: (error) => {
      const found = serverErrors(error);
      if (Object.keys(found).length > 0) showErrors(found);
      else notifyFailure(mailNotices.automationSaveFailed, error);
    },
    invalidates: [mailKeys.automations],
  });

  function edit(change: (current: AutomationEntry) => AutomationEntry) {
    setDraft(change);
    setErrors({});
  }

  const settings = draft.settings;
  const titleId = `${formId}-title`;
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-md border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const checked = automationUpdateSchema(draft.id).safeParse({
          enabled: draft.enabled,
          settings: draft.settings,
        });
        if (!checked.success) {
          notify({ ...mailNotices.automationFieldsInvalid, variant: 'error' });
          showErrors(
            issuesByPath(
              checked.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })),
            ),
          );
          return;
        }
        save.mutate(draft);
      }}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 id={titleId} className="font-semibold">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">{copy.explanations[automation.id]}</p>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <button
            type="button"
            role="switch"
            aria-checked={draft.enabled}
            aria-label={`${copy.enabled}: ${name}`}
            onClick={() => edit((current) => ({ ...current, enabled: !current.enabled }))}
            className={cn(
              'inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
              draft.enabled ? 'bg-primary' : 'bg-muted-foreground/50',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'size-5 rounded-full bg-background shadow transition-transform',
                draft.enabled ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
          {copy.enabled}
        </label>
      </div>
      {draft.id === 'welcome-series' &&
        draft.settings.steps.map((step, index) => {
          const path = `steps.${index}`;
          const setStep = (change: Partial<typeof step>) =>
            edit((current) =>
              current.id === 'welcome-series'
                ? {
                    ...current,
                    settings: {
                      steps: current.settings.steps.map((each, at) =>
                        at === index ? { ...each, ...change } : each,
                      ),
                    },
                  }
                : current,
            );
          return (
            <fieldset key={path} className="flex flex-col gap-3 rounded-md border p-3">
              <legend className="px-1 text-sm font-semibold">
                {fillPlaceholders(copy.step, { n: String(index + 1) })}
              </legend>
              <NumberField
                id={`${formId}-${path}.afterDays`}
                label={copy.afterDays}
                value={step.afterDays}
                error={errorAt(errors, `${path}.afterDays`)}
                onChange={(afterDays) => setStep({ afterDays })}
              />
              <MailFields
                idPrefix={formId}
                path={path}
                subject={step.subject}
                body={step.body}
                errors={errors}
                onChange={setStep}
              />
            </fieldset>
          );
        })}
      {draft.id === 'checkout-reminder' && (
        <>
          <NumberField
            id={`${formId}-afterHours`}
            label={copy.afterHours}
            value={draft.settings.afterHours}
            error={errorAt(errors, 'afterHours')}
            onChange={(afterHours) =>
              edit((current) =>
                current.id === 'checkout-reminder'
                  ? { ...current, settings: { ...current.settings, afterHours } }
                  : current,
              )
            }
          />
        </>
      )}
      {draft.id !== 'welcome-series' && 'subject' in settings && (
        <MailFields
          idPrefix={formId}
          path=""
          subject={settings.subject}
          body={settings.body}
          errors={errors}
          onChange={(change) =>
            edit((current) =>
              current.id === 'welcome-series'
                ? current
                : ({ ...current, settings: { ...current.settings, ...change } } as AutomationEntry),
            )
          }
        />
      )}
      <div>
        <SubmitButton
          busy={save.isPending}
          busyText={copy.saving}
          icon={<Save className="size-4" aria-hidden />}
        >
          {copy.save}
        </SubmitButton>
      </div>
    </form>
  );
}
