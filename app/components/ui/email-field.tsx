import { emailRule } from '#shared/contracts/field-rules.ts';
import { fieldLimits } from '#shared/contracts/fields.ts';
import { ruleAttributes } from './form-markup.ts';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';

interface EmailFieldProps {
  id: string;
  label: string;
  placeholder: string;
  /** Held by React (with `onChange`), or only the first value of a field an island owns. */
  value?: string;
  defaultValue?: string;
  error?: string | undefined;
  onChange?: (value: string) => void;
}

/** Every e-mail input: the e-mail keyboard, autofill, and the contract's length limit. */
export const emailInputProps = {
  type: 'email',
  name: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  maxLength: fieldLimits.email,
} as const;

/** Every form's e-mail address, as a field with its label and error. */
export function EmailField({
  id,
  label,
  placeholder,
  value,
  defaultValue,
  error,
  onChange,
}: EmailFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...emailInputProps}
          {...ruleAttributes(emailRule)}
          placeholder={placeholder}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
      )}
    </FormField>
  );
}
