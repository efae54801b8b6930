import { useCallback, useState } from 'react';
import type { FieldErrors } from './form-validation.ts';

/**
 * Values and red flags of a small form. Editing a field clears its flag at once
 * `reset` empties the form after a successful send. A form
 * rendered again after a post without JavaScript starts from what was posted.
 */
export function useFormFields<Field extends string>(
  empty: Record<Field, string>,
  initial?: { values: Record<Field, string>; errors: FieldErrors<Field> },
) {
  const [values, setValues] = useState(initial?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>(initial?.errors ?? {});

  const setValue = useCallback((name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  return { values, errors, setValue, setValues, setErrors, reset };
}
