import { Upload } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { notify } from '#app/components/ui/notices.ts';
import { acceptedImageTypes, imageFormatNames } from '#shared/contracts/admin-images.ts';
import { sizeInWords } from '#shared/file-size.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { imagesCopy, imagesNotices } from './images-copy.ts';
import { UploadProgress } from './upload-progress.tsx';
import { useImageUploads } from './use-image-uploads.ts';

const copy = imagesCopy;

/** Choose several images, then Upload: each is sent on its own, with the batch's progress. */
export function ImageUploadForm({ maxBytes }: { maxBytes: number | undefined }) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  // A new key gives a fresh, empty file input once a batch has started.
  const [inputKey, setInputKey] = useState(0);
  const { state, upload } = useImageUploads(maxBytes);
  const busy = state.status === 'uploading';

  function choose(chosen: File[]) {
    setFiles(chosen);
    if (chosen.length === 0) return;
    notify({
      title: imagesNotices.imagesSelected.title,
      description: fillPlaceholders(imagesNotices.imagesSelected.description, {
        n: String(chosen.length),
      }),
      variant: 'success',
    });
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const batch = files;
    setFiles([]);
    setInputKey((key) => key + 1);
    void upload(batch);
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <Label htmlFor={`${id}-file`}>{copy.chooseLabel}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          multiple
          accept={acceptedImageTypes}
          disabled={busy}
          aria-describedby={maxBytes === undefined ? undefined : `${id}-limits`}
          className="h-auto sm:max-w-md"
          onChange={(event) => choose([...(event.currentTarget.files ?? [])])}
        />
        <Button type="submit" disabled={files.length === 0 || busy}>
          <Upload className="size-4" aria-hidden />
          {busy ? copy.uploading : copy.upload}
        </Button>
      </div>
      {maxBytes !== undefined && (
        <p id={`${id}-limits`} className="text-sm text-muted-foreground">
          {fillPlaceholders(copy.limits, {
            formats: imageFormatNames,
            size: sizeInWords(maxBytes),
          })}
        </p>
      )}
      <UploadProgress state={state} />
    </form>
  );
}
