import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import type { CallToActionCopy } from '#content/calls-to-action.ts';

/** The offer between sections of long text: a heading, one line and the button to checkout. */
export function CtaBox({ copy }: { copy: CallToActionCopy }) {
  return (
    // Not a landmark: a page has two of these with the same heading.
    <div className="my-10 rounded-md border border-primary bg-card p-6 text-center shadow-sm">
      <h2 className="text-xl font-bold">{copy.heading}</h2>
      <p className="mt-2 text-muted-foreground">{copy.text}</p>
      <ButtonLink
        size="cta"
        className="mt-4"
        to={pageLinks.checkout.path}
        data-cta-location="content_box"
        data-cta-type="button"
      >
        {copy.button}
        <ArrowRight className="size-4" aria-hidden />
      </ButtonLink>
      <p className="mt-3 text-sm text-muted-foreground">{copy.note}</p>
    </div>
  );
}
