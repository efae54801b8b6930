import { CheckoutPage } from '#app/features/checkout/checkout-page.tsx';

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
