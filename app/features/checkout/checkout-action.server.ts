import { data, redirect, type AppLoadContext } from 'react-router';
import { guideReadyAction } from '#app/features/newsletter/subscribe-action.server.ts';
import { checkPosted, postedForm, refusedReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { checkoutAnalyticsSchema } from '#shared/contracts/analytics-ids.ts';
import { discountCodeParam } from '#shared/discount-code-param.ts';
import { visitCreditFields } from '#shared/visit-credit.ts';
import { checkoutForm } from './checkout-request.ts';

const intent = formIntents.checkout;

/**
 * The visit's ids the tracker put in a post sent before hydration; none when they are
 * missing or not the tracker's: a bad pair costs the credit, never the order.
 */
function postedVisit(posted: FormData) {
  const ids = checkoutAnalyticsSchema.safeParse({
    sessionId: posted.get(visitCreditFields.sessionId),
    visitorId: posted.get(visitCreditFields.visitorId),
  });
  return ids.success ? { analytics: ids.data } : {};
}

/** The checkout form posted without JavaScript: on to the payment page, or back with what is wrong. */
async function checkoutAction(posted: FormData, context: AppLoadContext) {
  // The applied code rides in a hidden input; the server prices it again and may refuse it.
  const code = posted.get(discountCodeParam);
  const extra = { code: typeof code === 'string' ? code : undefined, ...postedVisit(posted) };
  const check = checkPosted(posted, intent, { ...checkoutForm, extra });
  if (!check.ok) return check.reply;
  const result = await context.forms.startCheckout(check.data, context.clientIp);
  if (!result.ok) return refusedReply(intent, check.values, notices.paymentError, result);
  // 303: the browser fetches the payment page with a GET and never posts the details again.
  return redirect(result.url, 303);
}

/**
 * Every form of the checkout page (the payment form, or the guide-ready sign-up while the
 * guide cannot be sold), posted without JavaScript (or before scripts ran), names itself in
 * `intent`; nothing else sits below the pay button. With scripts the same forms call the JSON API instead.
 */
export async function checkoutPageAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const posted = await postedForm(request);
  switch (posted.get('intent')) {
    case formIntents.checkout:
      return checkoutAction(posted, context);
    case formIntents.notifyWhenReady:
      return guideReadyAction(posted, context);
    default:
      throw data(null, { status: 400 });
  }
}
