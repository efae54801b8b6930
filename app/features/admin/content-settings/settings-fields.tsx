import type { ReactNode } from 'react';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Textarea } from '#app/components/ui/textarea.tsx';
import type { FieldErrors } from '#app/lib/form-validation.ts';
import {
  contentSettingLimits,
  sampleTextFields,
  taxModes,
  taxPriceModes,
  type ContentSettingsAnswer,
  type SampleTextField,
} from '#shared/contracts/admin-settings.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { contentSettingsCopy } from './content-settings-copy.ts';
import { browserZone } from './sale-moments.ts';
import { SampleTextNote } from './sample-text-note.tsx';
import {
  draftOwnTexts,
  ownTextsWith,
  type SettingField,
  type SettingsDraft,
} from './settings-draft.ts';

const copy = contentSettingsCopy;

/** Room for "$9,999.99" and a stray space; the schema has the last word on the amount. */
const priceMaxLength = 12;
/** Room for "365" and a stray space: counts are small whole numbers. */
const countMaxLength = 4;
/** Fields that may be left empty: no video, no regular price, no sale. */
const optionalFields: readonly SettingField[] = [
  'introVideoId',
  'compareAtPrice',
  'salePrice',
  'saleStartsAt',
  'saleEndsAt',
];
const textLimits: Partial<Record<SettingField, number>> = contentSettingLimits;

/** The settings chosen from a list, with the values offered. */
const choices = { taxMode: taxModes, taxPrices: taxPriceModes } as const;
type ChoiceField = keyof typeof choices;

/** The fields with an input of their own (the kept sample texts are ticked under theirs). */
type InputField = Exclude<SettingField, 'ownTexts' | ChoiceField>;

interface SettingsFieldsProps {
  values: SettingsDraft;
  errors: FieldErrors<SettingField>;
  sampleWordings: ContentSettingsAnswer['sampleWordings'];
  fieldId: (name: SettingField) => string;
  onChange: (name: SettingField, value: string) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The settings in their order, in groups. */
export function SettingsFields({
  values,
  errors,
  sampleWordings,
  fieldId,
  onChange,
}: SettingsFieldsProps) {
  const isSampleText = (name: SettingField): name is SampleTextField =>
    (sampleTextFields as readonly string[]).includes(name);

  /** The note under a text that still holds the sample's wording, with its keep checkbox. */
  const sampleNote = (name: InputField) =>
    isSampleText(name) &&
    values[name].trim() === sampleWordings[name] && (
      <SampleTextNote
        id={`${fieldId(name)}-keep`}
        label={copy.fields[name].label}
        kept={draftOwnTexts(values).includes(name)}
        onKept={(kept) => onChange('ownTexts', ownTextsWith(values, name, kept))}
      />
    );

  const field = (
    name: InputField,
    input: {
      price?: boolean;
      count?: boolean;
      multiline?: boolean;
      moment?: boolean;
      email?: boolean;
    } = {},
  ) => {
    const { label } = copy.fields[name];
    // The sale's moments are typed and shown in the seller's own zone, and sent as instants.
    const hint = input.moment
      ? fillPlaceholders(copy.fields[name].hint, { zone: browserZone() })
      : copy.fields[name].hint;
    const numeric = input.price === true || input.count === true;
    const shared = {
      name,
      value: values[name],
      maxLength: input.price ? priceMaxLength : input.count ? countMaxLength : textLimits[name],
    };
    const note = sampleNote(name);
    const control = (
      <FormField
        id={fieldId(name)}
        label={label}
        hint={hint}
        error={errors[name]}
        required={!optionalFields.includes(name)}
      >
        {(control) =>
          input.multiline ? (
            <Textarea
              {...control}
              {...shared}
              rows={5}
              onChange={(event) => onChange(name, event.target.value)}
            />
          ) : (
            <Input
              {...control}
              {...shared}
              autoComplete="off"
              type={input.moment ? 'datetime-local' : input.email ? 'email' : undefined}
              spellCheck={numeric || input.email || name === 'introVideoId' ? false : undefined}
              inputMode={input.price ? 'decimal' : input.count ? 'numeric' : undefined}
              onChange={(event) => onChange(name, event.target.value)}
            />
          )
        }
      </FormField>
    );
    // The same wrapper with or without the note: the input must not be mounted again as it shows.
    if (!isSampleText(name)) return control;
    return (
      <div className="flex flex-col gap-2">
        {control}
        {note}
      </div>
    );
  };

  const choice = (name: ChoiceField) => {
    const { label, hint } = copy.fields[name];
    const options: Readonly<Record<string, string>> = copy.fields[name].options;
    return (
      <FormField id={fieldId(name)} label={label} hint={hint} error={errors[name]} required>
        {(control) => (
          <Select
            {...control}
            name={name}
            value={values[name]}
            onChange={(event) => onChange(name, event.target.value)}
          >
            {choices[name].map((value) => (
              <option key={value} value={value}>
                {options[value]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {field('websiteTitle')}
      <div className="sm:max-w-md">{field('supportEmail', { email: true })}</div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {field('guidePrice', { price: true })}
        {field('compareAtPrice', { price: true })}
      </div>
      <Group legend={copy.saleGroup}>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {field('salePrice', { price: true })}
          {field('saleStartsAt', { moment: true })}
          {field('saleEndsAt', { moment: true })}
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            id={fieldId('saleShowsEnd')}
            name="saleShowsEnd"
            type="checkbox"
            checked={values.saleShowsEnd === 'true'}
            onChange={(event) => onChange('saleShowsEnd', String(event.target.checked))}
            className="mt-0.5 size-4 accent-primary"
          />
          <span className="flex flex-col gap-1">
            <span className="font-medium">{copy.fields.saleShowsEnd.label}</span>
            <span className="text-muted-foreground">{copy.fields.saleShowsEnd.hint}</span>
          </span>
        </label>
      </Group>
      <div className="sm:max-w-sm">{field('refundWindowDays', { count: true })}</div>
      {field('guideTitle')}
      <Group legend={copy.homeGroup}>
        {field('homeHeadline')}
        {field('heroDescription', { multiline: true })}
      </Group>
      <Group legend={copy.checkoutGroup}>
        {field('checkoutHeadline')}
        {field('checkoutWarningTitle')}
        {field('checkoutWarningText')}
        {field('payButtonLabel')}
      </Group>
      <Group legend={copy.reviewsGroup}>
        <div className="grid gap-5 sm:grid-cols-2">
          {field('reviewRequestAfterDays', { count: true })}
          {field('reviewsMinimumShown', { count: true })}
        </div>
      </Group>
      <Group legend={copy.publishingGroup}>
        <div className="sm:max-w-sm">{field('reviewIntervalMonths', { count: true })}</div>
      </Group>
      <Group legend={copy.videoGroup}>
        <div className="sm:max-w-sm">{field('introVideoId')}</div>
      </Group>
      <Group legend={copy.operatorGroup}>
        {field('operatorName')}
        {field('operatorAddress')}
        <div className="sm:max-w-sm">{field('governingState')}</div>
      </Group>
      <Group legend={copy.legalGroup}>
        {field('attorneyNotice', { multiline: true })}
        <div className="sm:max-w-md">{field('chatTitle')}</div>
      </Group>
      <Group legend={copy.taxGroup}>
        <div className="grid gap-5 sm:grid-cols-2">
          {choice('taxMode')}
          {choice('taxPrices')}
        </div>
      </Group>
      <Group legend={copy.daysGroup}>
        <div className="sm:max-w-sm">{field('timeZone')}</div>
      </Group>
    </div>
  );
}
