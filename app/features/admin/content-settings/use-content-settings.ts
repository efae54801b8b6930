import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { hasErrors, serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import type { ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { contentSettingsNotices } from './content-settings-copy.ts';
import { fetchContentSettings, saveContentSettings } from './settings-api.ts';
import { settingFields, type SettingField } from './settings-draft.ts';

/** The settings in force; the card shows the loading line and any failure itself. */
export function useContentSettings() {
  return useQuery({ queryKey: adminKeys.settings, queryFn: fetchContentSettings });
}

/**
 * Save Changes: the toast after, the server's per-field refusals on their fields, and the
 * stored settings (with who saved them) put in the cache for `onSaved` to reset the form from.
 */
export function useSaveSettings(
  onSaved: (answer: ContentSettingsAnswer) => void,
  onFieldErrors: (errors: FieldErrors<SettingField>) => void,
) {
  const client = useQueryClient();
  return useAdminAction({
    action: saveContentSettings,
    success: (answer) => {
      client.setQueryData(adminKeys.settings, answer);
      onSaved(answer);
      return { ...contentSettingsNotices.changesSaved, variant: 'success' };
    },
    failure: (error) => {
      const found = serverFieldErrors(error, settingFields);
      if (hasErrors(found)) onFieldErrors(found);
      notifyFailure(contentSettingsNotices.saveFailed, error);
    },
    // A save is audit-logged.
    invalidates: [adminKeys.settings, adminKeys.audit],
  });
}
