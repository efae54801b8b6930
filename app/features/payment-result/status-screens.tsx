import { CircleX, LoaderCircle } from 'lucide-react';
import { ButtonLink } from '#app/components/ui/button.tsx';
import { pageLinks } from '#content/page-links.ts';
import { paymentResultCopy } from '#content/payment-result.ts';
import { ResultHeading } from './result-heading.tsx';

const screenClass = 'mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center';

export function VerifyingScreen() {
  const copy = paymentResultCopy.verifying;
  return (
    <section className={screenClass} aria-busy="true">
      <LoaderCircle className="size-12 animate-spin text-primary" aria-hidden />
      <ResultHeading>{copy.heading}</ResultHeading>
      <p className="text-lg text-muted-foreground">{copy.text}</p>
    </section>
  );
}

export function FailureScreen({ supportEmail }: { supportEmail: string }) {
  const copy = paymentResultCopy.failed;
  return (
    <section className={screenClass}>
      <CircleX className="size-12 text-destructive" aria-hidden />
      <ResultHeading>{copy.heading}</ResultHeading>
      <p className="text-lg text-muted-foreground">
        {copy.text}{' '}
        <a href={`mailto:${supportEmail}`} className="break-all text-primary underline">
          {supportEmail}
        </a>
      </p>
      <ButtonLink
        size="lg"
        to={pageLinks.checkout.path}
        data-cta-location="payment_failed"
        data-cta-type="button"
      >
        {copy.backToCheckout}
      </ButtonLink>
    </section>
  );
}
