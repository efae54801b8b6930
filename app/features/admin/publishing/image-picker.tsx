import { useQuery } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormField } from '#app/components/ui/form-field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import type { ImageEntry } from '#shared/contracts/admin-images.ts';
import { contentImageName } from '#shared/content-images.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { fetchImages } from '../images/images-api.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys } from '../kit/query-keys.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.image;

/** Square brackets would end the alt text early: they are left out of it. */
const imageMarkdown = (alt: string, name: string) =>
  `![${alt.replace(/[[\]]/g, '').trim()}](media:${name})`;

/** "Insert image": an upload from the media library, placed once its alt text is written. */
export function ImagePicker({ onInsert }: { onInsert: (markdown: string) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ImageEntry | undefined>();
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const panelId = useId();
  const altId = useId();
  const images = useQuery({ queryKey: adminKeys.images, queryFn: fetchImages, enabled: open });
  const seen = new Set<string>();
  const choices = (images.data?.images ?? []).filter((image) => {
    if (!contentImageName.test(image.name) || seen.has(image.name)) return false;
    seen.add(image.name);
    return true;
  });

  function insert() {
    if (!chosen) return;
    if (!alt.trim()) {
      setError(copy.altRequired);
      document.getElementById(altId)?.focus();
      return;
    }
    onInsert(imageMarkdown(alt, chosen.name));
    setOpen(false);
    setChosen(undefined);
    setAlt('');
    setError(undefined);
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <ImagePlus className="size-4" aria-hidden />
          {copy.open}
        </Button>
      </div>
      <div id={panelId} hidden={!open} className="flex flex-col gap-3 rounded-md border p-2">
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
          <p className="text-sm text-muted-foreground">{copy.empty}</p>
        )}
        {choices.length > 0 && (
          <ul aria-label={copy.title} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {choices.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-pressed={chosen?.name === image.name}
                  aria-label={fillPlaceholders(copy.choose, { name: image.name })}
                  className="flex w-full flex-col items-center gap-1 rounded-md border p-1 text-xs hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary"
                  onClick={() => setChosen(image)}
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
        {chosen && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <FormField id={altId} label={copy.alt} error={error} hint={copy.altHint}>
                {(control) => (
                  <Input
                    {...control}
                    value={alt}
                    onChange={(event) => {
                      setAlt(event.target.value);
                      setError(undefined);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        insert();
                      }
                    }}
                  />
                )}
              </FormField>
            </div>
            <Button type="button" size="sm" onClick={insert}>
              {copy.insert}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
