import { Copy } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { notify } from '#app/components/ui/notices.ts';
import type { ImageEntry } from '#shared/contracts/admin-images.ts';
import { sizeInWords } from '#shared/file-size.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { RemoveFileButton } from '../kit/remove-file-button.tsx';
import { imagesCopy, imagesNotices } from './images-copy.ts';

const copy = imagesCopy;

/** Puts the image's absolute URL on the clipboard, for pasting into content. */
async function copyUrl(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(new URL(url, window.location.origin).href);
    notify({ ...imagesNotices.urlCopied, variant: 'success' });
  } catch (error) {
    console.error('Copying the image URL failed:', error);
    notify({ ...imagesNotices.urlCopyFailed, variant: 'error' });
  }
}

interface ImageItemProps {
  image: ImageEntry;
  onRemove: (imageId: string) => void;
  removing: boolean;
}

/** One stored image: its thumbnail (the public URL itself), facts, Copy URL and Remove. */
export function ImageItem({ image, onRemove, removing }: ImageItemProps) {
  const name = { name: image.name };
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <img
        src={image.url}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded border bg-muted object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="truncate font-medium" title={image.name}>
          {image.name}
        </p>
        <p className="text-sm text-muted-foreground">
          {fillPlaceholders(copy.facts, {
            size: sizeInWords(image.sizeBytes),
            width: String(image.width),
            height: String(image.height),
          })}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(image.uploadedAt)} · {image.uploadedBy}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={fillPlaceholders(copy.copyUrlOf, name)}
          onClick={() => void copyUrl(image.url)}
        >
          <Copy className="size-4" aria-hidden />
          {copy.copyUrl}
        </Button>
        <RemoveFileButton
          name={image.name}
          busy={removing}
          onConfirm={() => onRemove(image.id)}
          copy={copy}
        />
      </div>
    </li>
  );
}
