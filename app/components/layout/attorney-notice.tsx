import { Info } from 'lucide-react';
import { cn } from '#app/lib/cn.ts';

/**
 * The seller's attorney notice (a content setting, `SiteInfo.attorneyNotice`), set beside what
 * it qualifies: the offer, the pay button, each article and state guide. Texas exempts
 * self-help products from the practice of law only if they say so clearly and conspicuously
 * (decision 105), so it is full-strength text in a box, never small print. Markup only.
 */
export function AttorneyNotice({ notice, className }: { notice: string; className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        'flex gap-2 rounded-md border px-3 py-2 text-left text-sm font-medium',
        className,
      )}
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {notice}
    </p>
  );
}
