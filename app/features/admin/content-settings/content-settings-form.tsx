import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notify } from '#app/components/ui/notices.ts';
import { useLeaveWarning } from '#app/lib/use-leave-warning.ts';
import {
  contentSettingAnchor,
  type ContentSettings,
  type ContentSettingsAnswer,
} from '#shared/contracts/admin-settings.ts';
import { contentSettingsNotices } from './content-settings-copy.ts';
import { checkSettingsDraft, type SettingField } from './settings-draft.ts';
import { SettingsActions } from './settings-actions.tsx';
import { SettingsFields } from './settings-fields.tsx';
import { useSaveSettings } from './use-content-settings.ts';
import { useSettingsDraft } from './use-settings-draft.ts';
import { useSettingsPreview } from './use-settings-preview.ts';

/** Brings the field a link names (`#content-homeHeadline`) into view, focused, once shown. */
function useFocusedFromLink() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!(target instanceof HTMLElement)) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [hash]);
}

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
  // Stable ids (one form a page), so the launch checklist can link to a field.
  const fieldId: (name: SettingField) => string = contentSettingAnchor;
  const draft = useSettingsDraft(answer, fieldId);
  const save = useSaveSettings(draft.resetTo, draft.flag);
  const preview = useSettingsPreview(draft.flag);
  useLeaveWarning(draft.dirty);
  useFocusedFromLink();

  /** The settings to send, or undefined after flagging what is wrong. */
  function checked(): ContentSettings | undefined {
    const result = checkSettingsDraft(draft.values);
    if (result.ok) return result.data;
    draft.flag(result.errors);
    notify({ ...contentSettingsNotices.settingsFieldsInvalid, variant: 'error' });
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
        sampleWordings={answer.sampleWordings}
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
