import { X } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { exitIntentCopy as copy } from '#content/exit-intent.ts';
import { pageLinks } from '#content/page-links.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import { exitIntentIsland, partProps } from './exit-intent-parts.ts';
import { NewsForm, Step, StepHeading } from './news-form.tsx';

/**
 * The exit-intent popup, rendered closed: a modal newsletter invitation, then thanks and
 * the guide. Its island (`exit-intent-island.ts`) watches for exit intent and opens it as
 * a modal `<dialog>`, above every other widget (the top layer). It labels the dialog with
 * the step on show: `aria-labelledby` names the invitation until the visitor subscribes.
 * Nothing opens it without scripts, so its form never posts by itself; `method` keeps the
 * address out of any URL all the same.
 */
export function ExitIntentPopup({ values }: { values: PlaceholderValues }) {
  const id = useId();
  const emailId = `${id}-email`;
  return (
    <dialog
      data-island={exitIntentIsland}
      aria-labelledby={`${id}-ask-title`}
      aria-describedby={`${id}-ask-text`}
      tabIndex={-1}
      className="fixed inset-0 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md flex-col gap-4 overflow-y-auto rounded-md border bg-background p-6 text-foreground shadow-xl outline-none backdrop:bg-black/75 backdrop:[backdrop-filter:blur(2px)] open:flex"
    >
      <Step part="ask">
        <StepHeading
          id={`${id}-ask-title`}
          descriptionId={`${id}-ask-text`}
          title={copy.title}
          description={copy.description}
        />
        <NewsForm emailId={emailId} />
      </Step>
      <Step part="thanks" hidden>
        <StepHeading
          id={`${id}-thanks-title`}
          descriptionId={`${id}-thanks-text`}
          title={copy.thanksTitle}
          description={copy.thanks}
        />
        <p className="text-sm">{fillPlaceholders(copy.guideOffer, values)}</p>
        <ButtonLink
          size="cta"
          to={pageLinks.checkout.path}
          {...partProps('guide-link')}
          data-cta-location="exit_popup"
          data-cta-type="button"
        >
          {fillPlaceholders(copy.guideLink, values)}
        </ButtonLink>
      </Step>
      <button
        type="button"
        aria-label={copy.close}
        {...partProps('close')}
        className="absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </dialog>
  );
}
