import { CircleAlert, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { sizeInWords } from '#shared/file-size.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { kitNotices } from '../kit/kit-copy.ts';
import { guideFilesCopy, guideNotices } from './guide-copy.ts';
import { uploadGuideFile } from './guide-files-api.ts';
import { ProgressBar } from '../kit/progress-bar.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';

const copy = guideFilesCopy;

/** The server's words for the file (its per-field message first), else the notice's default. */
function uploadError(error: unknown): string {
  if (!(error instanceof ApiRequestError) || !error.hasServerMessage)
    return kitNotices.uploadFailed.description;
  return error.fields?.file ?? error.message;
}

/**
 * Picks one PDF (the first if several are chosen), uploads it with a progress bar, and shows
 * the server's reason when it is refused.
 */
export function GuideUpload({ maxBytes }: { maxBytes: number | undefined }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const upload = useAdminAction({
    action: (chosen: File) => uploadGuideFile(chosen, setProgress),
    success: (_stored, uploaded) => {
      setFile(null);
      if (input.current) input.current.value = '';
      return {
        title: guideNotices.fileUploaded.title,
        description: fillPlaceholders(guideNotices.fileUploaded.description, {
          name: uploaded.name,
        }),
        variant: 'success',
      };
    },
    failure: (failed) => {
      const message = uploadError(failed);
      setError(message);
      notify({ title: kitNotices.uploadFailed.title, description: message, variant: 'error' });
    },
    invalidates: [adminKeys.guideFiles, adminKeys.audit],
  });

  function choose(files: FileList | null) {
    const first = files?.[0] ?? null;
    setFile(first);
    setError(null);
    if (first)
      notify({
        title: guideNotices.fileSelected.title,
        description: fillPlaceholders(guideNotices.fileSelected.description, { name: first.name }),
      });
  }

  function start() {
    if (!file) return;
    setProgress(0);
    setError(null);
    upload.mutate(file);
  }

  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor={inputId}>{copy.fileLabel}</Label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".pdf,application/pdf"
          disabled={upload.isPending}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => choose(event.currentTarget.files)}
        />
        <Button disabled={!file || upload.isPending} onClick={start}>
          <Upload className="size-4" aria-hidden />
          {upload.isPending ? copy.uploading : copy.upload}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {maxBytes === undefined
          ? null
          : fillPlaceholders(copy.limit, { size: sizeInWords(maxBytes) })}
      </p>
      {upload.isPending && <ProgressBar fraction={progress} label={copy.progressLabel} />}
      {error && (
        <p id={errorId} role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error}
        </p>
      )}
    </div>
  );
}
