import type { ReactNode } from 'react';
import { fieldErrorClass } from './form-markup.ts';
import { Label } from './label.tsx';

/** What a control needs to be tied to its label, its hint and its error message. */
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
  /** A line under the control saying what the field is for or what it takes. */
  hint?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, the control's error and an optional hint, linked for assistive technology. */
export function FormField({ id, label, error, hint, required = true, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The error is read first: it is what the person has to act on.
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
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
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
