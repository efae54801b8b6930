import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { MailPreview } from '#shared/contracts/admin-mail.ts';
import { mailCopy } from './mail-copy.ts';

const copy = mailCopy.preview;

/** The widths a mail is read at: a phone's (375 px, the common small screen) and a desktop's. */
const widths = { phone: 375, desktop: 800 } as const;
type Width = keyof typeof widths;

/**
 * The mail exactly as the server renders it, in an iframe with every permission withheld
 * (`sandbox=""`: no script, no form, no navigation of the back office), at a phone's or a
 * desktop's width; the subject and preheader above, the plain-text part in a disclosure.
 */
export function MailPreviewFrame({
  preview,
  preheader,
}: {
  preview: MailPreview;
  preheader: string;
}) {
  const [width, setWidth] = useState<Width>('phone');
  return (
    <section aria-label={copy.title} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{copy.subject}</dt>
          <dd className="font-medium wrap-break-word">{preview.subject}</dd>
          {preheader && (
            <>
              <dt className="text-muted-foreground">{copy.preheader}</dt>
              <dd className="wrap-break-word">{preheader}</dd>
            </>
          )}
        </dl>
        <div role="group" aria-label={copy.widthLabel} className="flex gap-1">
          <Button
            type="button"
            size="sm"
            variant={width === 'phone' ? 'default' : 'outline'}
            aria-pressed={width === 'phone'}
            onClick={() => setWidth('phone')}
          >
            <Smartphone className="size-4" aria-hidden />
            {copy.phone}
          </Button>
          <Button
            type="button"
            size="sm"
            variant={width === 'desktop' ? 'default' : 'outline'}
            aria-pressed={width === 'desktop'}
            onClick={() => setWidth('desktop')}
          >
            <Monitor className="size-4" aria-hidden />
            {copy.desktop}
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto rounded-md border bg-muted p-2">
        <iframe
          title={copy.frameTitle}
          sandbox=""
          srcDoc={preview.html}
          style={{ width: `${widths[width]}px` }}
          className="mx-auto block h-[36rem] max-w-none rounded bg-white"
        />
      </div>
      <details className="rounded-md border px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium">{copy.plainText}</summary>
        <pre className="mt-2 overflow-x-auto font-mono text-xs whitespace-pre-wrap">
          {preview.text}
        </pre>
      </details>
    </section>
  );
}
