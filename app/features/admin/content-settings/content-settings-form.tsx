import { useCallback, useId } from 'react';
import { notify } from '#app/components/ui/notices.ts';
import { useLeaveWarning } from '#app/lib/use-leave-warning.ts';
import { adminNotices } from '#content/admin-notices.ts';
import type { ContentSettings, ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { checkSettingsDraft, type SettingField } from './settings-draft.ts';
import { SettingsActions } from './settings-actions.tsx';
import { SettingsFields } from './settings-fields.tsx';
import { useSaveSettings } from './use-content-settings.ts';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useSettingsPreview } from './use-settings-preview.ts';

/**
 * The content settings form: checked here by the API's own rules before Save Changes (PUT)
 * or Preview Changes (a draft only this session sees) sends anything.
 */
export function ContentSettingsForm({
  answer,
  labelledBy,
}: {
  answer: ContentSettingsAnswer;
  labelledBy: string;
}) {
  const idPrefix = useId();
  const fieldId = useCallback((name: SettingField) => `${idPrefix}-${name}`, [idPrefix]);
  const draft = useSettingsDraft(answer, fieldId);
  const save = useSaveSettings(draft.resetTo, draft.flag);
  const preview = useSettingsPreview(draft.flag);
  useLeaveWarning(draft.dirty);

  /** The settings to send, or undefined after flagging what is wrong. */
  function checked(): ContentSettings | undefined {
    const result = checkSettingsDraft(draft.values);
    if (result.ok) return result.data;
    draft.flag(result.errors);
    notify({ ...adminNotices.settingsFieldsInvalid, variant: 'error' });
    return undefined;
  }

  return (
    <form
      noValidate
      aria-labelledby={labelledBy}
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        const settings = checked();
        if (settings) save.mutate(settings);
      }}
    >
      <SettingsFields
        values={draft.values}
        errors={draft.errors}
        fieldId={fieldId}
        onChange={draft.setValue}
      />
      <SettingsActions
        answer={answer}
        dirty={draft.dirty}
        saving={save.isPending}
        previewing={preview.busy}
        blockedUrl={preview.blockedUrl}
        onPreview={() => {
          if (preview.busy) return;
          const settings = checked();
          if (settings) preview.open(settings);
        }}
      />
    </form>
  );
}
