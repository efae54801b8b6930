import { CircleCheck, House } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { CheckEmailCard, EmailHelpCard, MoneyBackCard } from './help-cards.tsx';
import { LibraryCard } from './library-card.tsx';
import { OrderConfirmationCard } from './order-confirmation-card.tsx';
import { paymentResultCopyFor } from './payment-result-copy.ts';
import { resultPart } from './payment-result-parts.ts';
import { ResultHeading } from './result-heading.tsx';

/**
 * The paid order's screen, as the island clones it: the order's facts, the sample note and the
 * heading's words are the island's to put in. The heading stays empty here: the page as
 * served must not say the payment succeeded before it was verified.
 */
export function SuccessScreen({ site }: { site: SiteInfo }) {
  const copy = paymentResultCopyFor(site);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-14 text-primary" aria-hidden />
        <ResultHeading />
        <p className="text-lg text-muted-foreground">{copy.success.text}</p>
      </div>
      <div
        role="note"
        className="rounded-md border border-warning-foreground/30 bg-warning px-4 py-3 text-sm text-warning-foreground"
        {...resultPart('sample-note')}
      >
        <p className="font-semibold">{copy.success.sampleNote.title}</p>
        <p>{copy.success.sampleNote.text}</p>
      </div>
      <OrderConfirmationCard copy={copy.order} offer={site.offer} />
      <CheckEmailCard copy={copy.checkEmail} />
      <EmailHelpCard copy={copy.emailHelp} supportEmail={site.supportEmail} />
      <LibraryCard />
      <MoneyBackCard copy={copy.moneyBack} />
      <ButtonLink size="lg" variant="outline" className="self-center" to={pageLinks.home.path}>
        <House className="size-5" aria-hidden />
        {copy.success.returnHome}
      </ButtonLink>
    </div>
  );
}
