import { useId } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import {
  publishingLimits,
  stateGuideSectionKeys,
  type StateGuideContent,
  type StateGuideSectionKey,
} from '#shared/contracts/publishing.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { usStates } from '#shared/us-states.ts';
import { stateGuidesCopy } from './state-guides-copy.ts';

const copy = stateGuidesCopy.fields;

interface StateGuideFieldsProps {
  value: StateGuideContent;
  onChange: (next: StateGuideContent) => void;
  /** Messages by the path the server's check names them: `content.sections.deadline.body`. */
  errors: Record<string, string>;
}

/** Days to challenge as the field shows it: 0 is the template's "not filled in yet". */
const daysText = (days: number) => (days > 0 ? String(days) : '');

/**
 * The state guide's own fields, the template every guide fills in: the state, its agency, the
 * days to challenge, then each section's heading and Markdown text in the order the page
 * shows them, each with a hint of what belongs there.
 */
export function StateGuideFields({ value, onChange, errors }: StateGuideFieldsProps) {
  const id = useId();
  const fieldId = (path: string) => `${id}-${path.replaceAll('.', '-')}`;
  const error = (path: string) => errors[`content.${path}`];
  const setSection = (key: StateGuideSectionKey, part: 'heading' | 'body', text: string) =>
    onChange({
      ...value,
      sections: { ...value.sections, [key]: { ...value.sections[key], [part]: text } },
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fieldId('state')} label={copy.state} error={error('state')}>
          {(control) => (
            <Select
              {...control}
              value={value.state}
              onChange={(event) => onChange({ ...value, state: event.target.value })}
            >
              <option value="">{copy.chooseState}</option>
              {usStates.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          id={fieldId('challengeDays')}
          label={copy.challengeDays}
          error={error('challengeDays')}
          hint={copy.challengeDaysHint}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              value={daysText(value.challengeDays)}
              onChange={(event) => {
                const days = event.target.valueAsNumber;
                onChange({ ...value, challengeDays: Number.isNaN(days) ? 0 : days });
              }}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('agency')}
          label={copy.agency}
          error={error('agency')}
          hint={copy.agencyHint}
        >
          {(control) => (
            <Input
              {...control}
              value={value.agency}
              maxLength={40}
              onChange={(event) => onChange({ ...value, agency: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={fieldId('agencyName')}
          label={copy.agencyName}
          error={error('agencyName')}
          hint={copy.agencyNameHint}
        >
          {(control) => (
            <Input
              {...control}
              value={value.agencyName}
              maxLength={160}
              onChange={(event) => onChange({ ...value, agencyName: event.target.value })}
            />
          )}
        </FormField>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="text-base font-semibold">{copy.sectionsTitle}</legend>
        <p className="-mt-2 text-sm text-muted-foreground">{copy.sectionsHint}</p>
        {stateGuideSectionKeys.map((key) => {
          const slot = copy.sections[key];
          const section = value.sections[key];
          return (
            <div key={key} className="flex flex-col gap-3 rounded-md border p-3">
              <FormField
                id={fieldId(`sections.${key}.heading`)}
                label={fillPlaceholders(copy.heading, { section: slot.name })}
                error={error(`sections.${key}.heading`)}
                required={false}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={section.heading}
                    maxLength={publishingLimits.headingMax}
                    onChange={(event) => setSection(key, 'heading', event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId(`sections.${key}.body`)}
                label={fillPlaceholders(copy.body, { section: slot.name })}
                error={error(`sections.${key}.body`)}
                hint={slot.hint}
                required={false}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={6}
                    className="font-mono text-sm"
                    value={section.body}
                    onChange={(event) => setSection(key, 'body', event.target.value)}
                  />
                )}
              </FormField>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
