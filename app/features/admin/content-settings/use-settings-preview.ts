import { useState } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { notifyFailure } from '#app/lib/error-notices.ts';
import { hasErrors, serverFieldErrors, type FieldErrors } from '#app/lib/form-validation.ts';
import type { ContentSettings } from '#shared/contracts/admin-settings.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { contentSettingsNotices } from './content-settings-copy.ts';
import { previewContentSettings } from './settings-api.ts';
import { settingFields, type SettingField } from './settings-draft.ts';

/**
 * Preview Changes. The tab is opened in the click itself, before the draft is sent: a tab
 * opened after an await counts as a popup and is blocked. It is cut off from this page
 * (`opener`), then sent to the preview once the server has stored the draft; if the browser
 * blocked it anyway, `blockedUrl` is the link to offer instead.
 */
export function useSettingsPreview(onFieldErrors: (errors: FieldErrors<SettingField>) => void) {
  const [blockedUrl, setBlockedUrl] = useState<string | undefined>();
  const preview = useAdminAction({
    action: previewContentSettings,
    failure: (error) => {
      const found = serverFieldErrors(error, settingFields);
      if (hasErrors(found)) onFieldErrors(found);
      notifyFailure(contentSettingsNotices.previewFailed, error);
    },
    invalidates: [],
  });

  function open(settings: ContentSettings) {
    setBlockedUrl(undefined);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    preview.mutate(settings, {
      onSuccess: (url) => {
        const address = new URL(url, window.location.href).href;
        if (tab && !tab.closed) {
          tab.location.replace(address);
          notify({ ...contentSettingsNotices.previewOpened, variant: 'success' });
        } else {
          setBlockedUrl(address);
        }
      },
      onError: () => tab?.close(),
    });
  }

  return { open, busy: preview.isPending, blockedUrl };
}
