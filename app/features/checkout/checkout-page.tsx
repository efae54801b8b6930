import { formMarkup } from '#app/components/ui/form-markup.ts';
import type { Notice } from '#app/components/ui/notices.ts';
import type { ProofView } from '#app/features/social-proof/proof-view.server.ts';
import { formIntents, replyFor, type FormReply } from '#app/lib/form-reply.ts';
import type { GuidePreparingCopy } from '#content/guide-preparing.ts';
import { pages } from '#content/pages.ts';
import type { PaymentProviderName } from '#shared/contracts/checkout.ts';
import { useCheckoutTexts } from './checkout-copy.ts';
import { CheckoutDiscountContext, type CheckoutDiscount } from './checkout-discount.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { checkoutParts } from './checkout-parts.ts';
import { GuidePreparingCard } from './guide-preparing-card.tsx';
import { GuaranteeCard } from './guarantee-card.tsx';
import { ProductCard } from './product-card.tsx';
import { ReviewsCard } from './reviews-card.tsx';
import { SavingsCard } from './savings-card.tsx';
import { TrustCard } from './trust-card.tsx';
import { UrgencyBanner } from './urgency-banner.tsx';
import { WhatsInsideCard } from './whats-inside-card.tsx';

interface CheckoutPageProps {
  /** The answer to a form posted without JavaScript, for the form that posted. */
  reply?: FormReply<string> | undefined;
  canceled?: Notice | undefined;
  /** Set while the guide cannot be sold: the page offers to notify instead of the payment form. */
  preparing?: GuidePreparingCopy | undefined;
  /** The newest reviews (or the samples), when there are any to show. */
  reviews?: ProofView | null;
  /** "200+ verified purchases", when the count shows. */
  purchases?: string | null;
  /**
   * The code asked for by `?code=` or the kept cookie (or, answering a post, the code posted),
   * as the server priced or refused it.
   */
  discount?: CheckoutDiscount | undefined;
  /** Who takes the payment; the test provider unless told, so no payment method is claimed. */
  paymentProvider?: PaymentProviderName | undefined;
}

/**
 * The checkout: the offer on the left, the form and help on the right.
 * On a phone the form comes first (with a short summary of the order), then the
 * offer, then the help: the grid places the three groups, the page order is the reading order.
 */
export function CheckoutPage({
  reply,
  canceled,
  preparing,
  reviews,
  purchases,
  discount,
  paymentProvider,
}: CheckoutPageProps) {
  return (
    <CheckoutDiscountContext value={discount}>
      <CheckoutLayout
        reply={reply}
        canceled={canceled}
        preparing={preparing}
        reviews={reviews}
        purchases={purchases}
        paymentProvider={paymentProvider}
      />
    </CheckoutDiscountContext>
  );
}

function CheckoutLayout({
  reply,
  canceled,
  preparing,
  reviews,
  purchases,
  paymentProvider = 'test',
}: Omit<CheckoutPageProps, 'discount'>) {
  const action = pages.checkout.path;
  const { checkoutHeadline } = useCheckoutTexts();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1
        className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
        {...{ [formMarkup.part]: checkoutParts.headline }}
      >
        {checkoutHeadline}
      </h1>
      <UrgencyBanner />
      <div className="grid items-start gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2">
          {preparing ? (
            <GuidePreparingCard
              copy={preparing}
              action={action}
              reply={replyFor(reply, formIntents.notifyWhenReady)}
            />
          ) : (
            <CheckoutForm
              action={action}
              reply={replyFor(reply, formIntents.checkout)}
              canceled={canceled}
            />
          )}
        </div>
        <div className="flex flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductCard />
          <SavingsCard />
          <WhatsInsideCard />
          <TrustCard purchases={purchases} paymentProvider={paymentProvider} />
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2">
          <GuaranteeCard />
          {/* After the form on a phone too: the reviews never push the payment form down. */}
          {reviews && <ReviewsCard proof={reviews} />}
        </div>
      </div>
    </div>
  );
}
