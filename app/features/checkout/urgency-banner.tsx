import { TriangleAlert } from 'lucide-react';
import { checkoutCopy } from '#content/checkout.ts';

const copy = checkoutCopy.warning;

/** The checkout's warning: static text, so a note rather than a live alert. */
export function UrgencyBanner() {
  return (
    <aside
      aria-label={copy.title}
      className="flex gap-3 rounded-md border border-destructive bg-warning p-4 text-warning-foreground"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <p>
        <strong className="font-semibold">{copy.title}:</strong> {copy.text}
      </p>
    </aside>
  );
}
