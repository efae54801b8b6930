import { checkoutPageAction } from '#app/features/checkout/checkout-action.server.ts';
import { checkoutPageData } from '#app/features/checkout/checkout-data.server.ts';
import { CheckoutPage } from '#app/features/checkout/checkout-page.tsx';
import { withStructuredData } from '#app/seo/structured-data.ts';
import type { Route } from './+types/checkout';

export function loader({ context, request }: Route.LoaderArgs) {
  return checkoutPageData(context.site, new URL(request.url));
}

export const action = checkoutPageAction;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  withStructuredData(matches, loaderData);

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage reply={actionData} canceled={loaderData.canceled} />;
}
