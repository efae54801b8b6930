import { data } from 'react-router';
import { checkoutPageAction } from '#app/features/checkout/checkout-action.server.ts';
import { checkoutPageData } from '#app/features/checkout/checkout-data.server.ts';
import { checkoutDiscount } from '#app/features/checkout/checkout-discount.server.ts';
import { CheckoutPage } from '#app/features/checkout/checkout-page.tsx';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/checkout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = {
    ...checkoutPageData(
      context.site,
      new URL(request.url),
      await context.forms.guideOnSale(),
      context.socialProof,
    ),
    discount: await checkoutDiscount(request, context.forms, context.clientIp),
    paymentProvider: context.forms.paymentProvider,
  };
  // The page without a payment form is never cached: once the guide is uploaded, the next
  // visitor gets the form. Nor is one priced with a visitor's code: it is theirs alone.
  const personal = page.preparing !== undefined || page.discount !== undefined;
  return data(page, personal ? { headers: { 'Cache-Control': 'no-store' } } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const action = checkoutPageAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  // A reply to the payment form is priced with the code it posted, not the address's.
  const discount =
    actionData && 'discount' in actionData
      ? (actionData.discount ?? undefined)
      : loaderData.discount;
  return (
    <CheckoutPage
      reply={actionData}
      canceled={loaderData.canceled}
      preparing={loaderData.preparing}
      reviews={loaderData.reviews}
      purchases={loaderData.purchases}
      discount={discount}
      paymentProvider={loaderData.paymentProvider}
    />
  );
}
