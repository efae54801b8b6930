import { Info } from 'lucide-react';
import { siteCopy } from '#content/site-copy.ts';

export function Disclaimer() {
  return (
    <aside aria-label="Disclaimer" className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex gap-3 rounded-md border bg-muted p-4 text-sm text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong className="text-foreground">{siteCopy.disclaimerTitle}.</strong>{' '}
          {siteCopy.disclaimer}
        </p>
      </div>
    </aside>
  );
}
