import { CheckoutPage } from '#app/features/checkout/checkout-page.tsx';
import { productJsonLd } from '#app/seo/json-ld.ts';
import { withStructuredData } from '#app/seo/structured-data.ts';
import { pages } from '#content/pages.ts';
import type { Route } from './+types/checkout';

export function loader({ context }: Route.LoaderArgs) {
  return { structuredData: [productJsonLd(context.site, pages.checkout.description)] };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
