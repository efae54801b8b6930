import { Eye, LoaderCircle, Save } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { SubmitButton } from '#app/components/ui/submit-button.tsx';
import type { ContentSettingsAnswer } from '#shared/contracts/admin-settings.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { contentSettingsCopy } from './content-settings-copy.ts';

const copy = contentSettingsCopy;

interface SettingsActionsProps {
  answer: ContentSettingsAnswer;
  dirty: boolean;
  saving: boolean;
  previewing: boolean;
  /** The preview's address when the browser blocked its tab. */
  blockedUrl: string | undefined;
  onPreview: () => void;
}

function lastSaved({ updatedAt, updatedBy }: ContentSettingsAnswer): string {
  if (!updatedAt) return copy.neverSaved;
  return fillPlaceholders(copy.lastSaved, {
    time: formatDateTime(updatedAt),
    email: updatedBy ?? commonCopy.none,
  });
}

/** Save Changes and Preview Changes, whether there is anything unsaved, and who saved last. */
export function SettingsActions({
  answer,
  dirty,
  saving,
  previewing,
  blockedUrl,
  onPreview,
}: SettingsActionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <SubmitButton
          className="w-full sm:w-auto"
          busy={saving}
          busyText={copy.saving}
          icon={<Save className="size-4" aria-hidden />}
        >
          {copy.save}
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={previewing}
          onClick={onPreview}
        >
          {previewing ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
          {previewing ? copy.previewing : copy.preview}
        </Button>
        {dirty && (
          <span className="self-start sm:self-auto">
            <StatusBadge tone="warning">{copy.unsaved}</StatusBadge>
          </span>
        )}
      </div>
      <p className="text-sm wrap-break-word text-muted-foreground">{lastSaved(answer)}</p>
      <div role="status">
        {blockedUrl && (
          <p className="text-sm">
            {copy.previewBlocked}{' '}
            <a
              href={blockedUrl}
              target="_blank"
              rel="noopener"
              className="font-medium text-primary underline underline-offset-4"
            >
              {copy.openPreview}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
