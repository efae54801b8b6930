import { ExternalLink, Monitor, RotateCw, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/lib/cn.ts';
import { entryPreviewUrl } from '#shared/preview.ts';
import { publishingCopy } from './publishing-copy.ts';

const copy = publishingCopy.preview;

/** A phone's width, as the site's narrowest layout is drawn for. */
const phoneWidth = 390;

/**
 * The public page drawn by its own code with the working copy, at a phone's width or the
 * column's; `reloads` changes after each save the server took, and the frame loads again.
 */
export function EntryPreview({
  path,
  entryId,
  reloads,
}: {
  path: string;
  entryId: number;
  reloads: number;
}) {
  const [phone, setPhone] = useState(true);
  const [manual, setManual] = useState(0);
  const width = (isPhone: boolean, label: string, Icon: typeof Monitor) => (
    <Button
      type="button"
      size="sm"
      variant={phone === isPhone ? 'default' : 'outline'}
      aria-pressed={phone === isPhone}
      onClick={() => setPhone(isPhone)}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </Button>
  );
  return (
    <section aria-label={copy.title} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{copy.title}</h3>
        <div className="flex flex-wrap gap-1" role="group" aria-label={copy.widths}>
          {width(true, copy.phone, Smartphone)}
          {width(false, copy.desktop, Monitor)}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={copy.reload}
            title={copy.reload}
            onClick={() => setManual((count) => count + 1)}
          >
            <RotateCw className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <a
        href={entryPreviewUrl(path, entryId)}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 self-start text-sm text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden />
        {copy.newTab}
      </a>
      <div className="overflow-x-auto rounded-md border bg-muted p-2">
        <iframe
          key={`${String(reloads)}-${String(manual)}`}
          title={copy.frameTitle}
          src={entryPreviewUrl(path, entryId)}
          style={phone ? { width: phoneWidth } : undefined}
          className={cn('mx-auto block h-[75vh] rounded bg-background', !phone && 'w-full')}
        />
      </div>
    </section>
  );
}
