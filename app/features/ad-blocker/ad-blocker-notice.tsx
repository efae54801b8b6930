import { ShieldAlert, X } from 'lucide-react';
import { useId } from 'react';
import { adBlockerCopy as copy } from '#content/ad-blocker.ts';
import { adBlockerIsland } from './ad-blocker-island-name.ts';

/**
 * A small card at the bottom left, rendered hidden: its island (`ad-blocker-island.ts`)
 * shows it a while after an ad blocker is detected, until dismissed.
 */
export function AdBlockerNotice() {
  const titleId = useId();
  return (
    <section
      data-island={adBlockerIsland}
      hidden
      aria-labelledby={titleId}
      className="fixed bottom-4 left-4 z-50 w-[calc(100vw-7rem)] max-w-sm rounded-md border bg-card p-4 pr-10 text-card-foreground shadow-lg"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <ShieldAlert className="size-4 shrink-0 text-primary" aria-hidden />
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.text}</p>
      <button
        type="button"
        aria-label={copy.dismiss}
        className="absolute top-2 right-2 rounded-md p-1.5 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
