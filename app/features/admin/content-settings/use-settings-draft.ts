import { useCallback, useState } from 'react';
import { focusFirstField } from '#app/lib/focus-field.ts';
import type { FieldErrors } from '#app/lib/form-validation.ts';
import { useFormFields } from '#app/lib/use-form-fields.ts';
import type { ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import {
  isUnchanged,
  settingFields,
  settingsDraft,
  type SettingField,
  type SettingsDraft,
} from './settings-draft.ts';

/**
 * The form's values next to the saved settings they started from. A refetch that brings other
 * settings replaces the form only while the admin has changed nothing: what they typed stays.
 */
export function useSettingsDraft(
  answer: ContentSettingsAnswer,
  fieldId: (name: SettingField) => string,
) {
  const [shown, setShown] = useState(answer);
  const [saved, setSaved] = useState<SettingsDraft>(() => settingsDraft(answer.settings));
  const form = useFormFields(saved);
  const { values, setValues, setErrors } = form;

  if (answer !== shown) {
    const next = settingsDraft(answer.settings);
    setShown(answer);
    setSaved(next);
    if (isUnchanged(values, saved)) setValues(next);
  }

  const flag = useCallback(
    (errors: FieldErrors<SettingField>) => {
      setErrors(errors);
      focusFirstField(settingFields.filter((name) => errors[name]).map(fieldId));
    },
    [setErrors, fieldId],
  );

  /** After a save: the form shows what the server stored. */
  const resetTo = useCallback(
    (stored: ContentSettingsAnswer) => {
      const next = settingsDraft(stored.settings);
      setShown(stored);
      setSaved(next);
      setValues(next);
      setErrors({});
    },
    [setValues, setErrors],
  );

  return { ...form, flag, resetTo, dirty: !isUnchanged(values, saved) };
}
