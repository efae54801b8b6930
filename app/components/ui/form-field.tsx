import type { ReactNode } from 'react';
import { Label } from './label.tsx';

/** What a control needs to be tied to its label and its error message. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control and the control's error, linked for assistive technology. */
export function FormField({ id, label, error, required = true, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden>
            {' *'}
          </span>
        )}
      </Label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
