import { CircleCheck, House } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import { paymentResultCopy } from '#content/payment-result.ts';
import { CheckEmailCard, EmailHelpCard, MoneyBackCard } from './help-cards.tsx';
import { LibraryCard } from './library-card.tsx';
import { OrderConfirmationCard } from './order-confirmation-card.tsx';
import { ResultHeading } from './result-heading.tsx';
import type { VerifiedOrder } from './verification.ts';

const copy = paymentResultCopy.success;

export function SuccessScreen({ order }: { order: VerifiedOrder }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <CircleCheck className="size-14 text-primary" aria-hidden />
        <ResultHeading focus>{copy.heading}</ResultHeading>
        <p className="text-lg text-muted-foreground">{copy.text}</p>
      </div>
      {order.sampleGuide && (
        <div
          role="note"
          className="rounded-md border border-warning-foreground/30 bg-warning px-4 py-3 text-sm text-warning-foreground"
        >
          <p className="font-semibold">{copy.sampleNote.title}</p>
          <p>{copy.sampleNote.text}</p>
        </div>
      )}
      <OrderConfirmationCard order={order} />
      <CheckEmailCard email={order.email} />
      <EmailHelpCard />
      <LibraryCard />
      <MoneyBackCard />
      <ButtonLink size="lg" variant="outline" className="self-center" to={pageLinks.home.path}>
        <House className="size-5" aria-hidden />
        {copy.returnHome}
      </ButtonLink>
    </div>
  );
}
