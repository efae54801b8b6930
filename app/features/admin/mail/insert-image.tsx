import { useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { ImageEntry } from '#shared/contracts/admin-images.ts';
import { contentImageName } from '#shared/content-images.ts';
import { fetchImages } from '../images/images-api.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { mailCopy } from './mail-copy.ts';

const copy = mailCopy.composer;

/** The Markdown that places an upload in a mail: the server finds it by its file name. */
export function imageMarkdown(name: string): string {
  const alt = name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
  return `![${alt}](media:${name})`;
}

/** Each file name once (the list is newest first, as the server uses the newest), if a mail can name it. */
function insertable(images: readonly ImageEntry[]): ImageEntry[] {
  const seen = new Set<string>();
  return images.filter((image) => {
    if (!contentImageName.test(image.name) || seen.has(image.name)) return false;
    seen.add(image.name);
    return true;
  });
}

/** "Insert image": the uploaded images, one click placing one at the body's cursor. */
export function InsertImage({ onInsert }: { onInsert: (markdown: string) => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const images = useQuery({ queryKey: adminKeys.images, queryFn: fetchImages, enabled: open });
  const choices = images.data ? insertable(images.data.images) : [];

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <ImagePlus className="size-4" aria-hidden />
          {copy.insertImage}
        </Button>
      </div>
      <div id={listId} hidden={!open} className="rounded-md border p-2">
        {open && (
          <LoadStatus
            isPending={images.isPending}
            isError={images.isError}
            hasData={images.data !== undefined}
            error={images.error}
            onRetry={() => void images.refetch()}
          />
        )}
        {images.data && choices.length === 0 && (
          <p className="text-sm text-muted-foreground">{copy.imagesEmpty}</p>
        )}
        {choices.length > 0 && (
          <ul aria-label={copy.imagesTitle} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {choices.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="flex w-full flex-col items-center gap-1 rounded-md border p-1 text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => {
                    onInsert(imageMarkdown(image.name));
                    setOpen(false);
                  }}
                >
                  <img
                    src={image.url}
                    alt=""
                    width={image.width}
                    height={image.height}
                    className="h-16 w-full object-contain"
                  />
                  <span className="w-full truncate">{image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
