import { ContactBox } from '#app/features/contact/contact-box.tsx';
import { NewsletterBox } from '#app/features/newsletter/newsletter-box.tsx';
import { pages } from '#content/pages.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { GuaranteeCard } from './guarantee-card.tsx';
import { ProductCard } from './product-card.tsx';
import { SavingsCard } from './savings-card.tsx';
import { TrustCard } from './trust-card.tsx';
import { UrgencyBanner } from './urgency-banner.tsx';
import { WhatsInsideCard } from './whats-inside-card.tsx';

/** SPEC section 2, Checkout: the offer on the left, the form and help on the right. */
export function CheckoutPage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {pages.checkout.heading}
      </h1>
      <UrgencyBanner />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <ProductCard />
          <SavingsCard />
          <WhatsInsideCard />
          <TrustCard />
        </div>
        <div className="flex flex-col gap-6">
          <CheckoutForm />
          <GuaranteeCard />
          <NewsletterBox />
          <ContactBox />
        </div>
      </div>
    </div>
  );
}
