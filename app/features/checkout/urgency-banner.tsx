import { TriangleAlert } from 'lucide-react';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { useCheckoutTexts } from './checkout-copy.ts';
import { checkoutParts } from './checkout-parts.ts';

/** The checkout's warning, as the seller words it: static text, so a note rather than a live alert. */
export function UrgencyBanner() {
  const { checkoutWarningTitle: title, checkoutWarningText: text } = useCheckoutTexts();
  return (
    <aside
      aria-label={title}
      className="flex gap-3 rounded-md border border-destructive bg-warning p-4 text-warning-foreground"
      {...{ [formMarkup.part]: checkoutParts.warning }}
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
      <p>
        <strong className="font-semibold">{title}:</strong> {text}
      </p>
    </aside>
  );
}
