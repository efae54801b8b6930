import { useCallback, useState } from 'react';
import type { FieldErrors } from './form-validation.ts';

/**
 * Values and red flags of a small form. Editing a field clears its flag at once
 * (SPEC section 4); `reset` empties the form after a successful send.
 */
export function useFormFields<Field extends string>(empty: Record<Field, string>) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const setValue = useCallback((name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, [empty]);

  return { values, errors, setValue, setErrors, reset };
}
