import { data, redirect, type AppLoadContext } from 'react-router';
import { guideReadyAction } from '#app/features/newsletter/subscribe-action.server.ts';
import { checkPosted, postedForm, refusedReply } from '#app/lib/form-action.server.ts';
import { formIntents } from '#app/lib/form-reply.ts';
import { notices } from '#content/notices.ts';
import { checkoutAnalyticsSchema } from '#shared/contracts/analytics-ids.ts';
import { checkoutRequestSchema } from '#shared/contracts/checkout.ts';
import { discountCodeParam } from '#shared/discount-code-param.ts';
import { visitCreditFields } from '#shared/visit-credit.ts';
import type { CheckoutDiscount } from './checkout-discount.ts';
import { pricedCode } from './checkout-discount.server.ts';
import { checkoutFields } from './checkout-fields.ts';

const intent = formIntents.checkout;

/**
 * The visit's ids the tracker put in the post; none when they are missing or not the
 * tracker's: a bad pair costs the credit, never the order.
 */
function postedVisit(posted: FormData) {
  const ids = checkoutAnalyticsSchema.safeParse({
    sessionId: posted.get(visitCreditFields.sessionId),
    visitorId: posted.get(visitCreditFields.visitorId),
  });
  return ids.success ? { analytics: ids.data } : {};
}

function postedCode(posted: FormData): string | undefined {
  const code = posted.get(discountCodeParam);
  return typeof code === 'string' && code.trim() !== '' ? code : undefined;
}

/**
 * A reply to a post the checkout cannot take, with the code as the page is to show it:
 * priced again as posted (the hidden input carries the code the buyer saw), or refused.
 * `null`: no code, whatever the address or the kept cookie say.
 */
function withDiscount<Reply extends object>(
  reply: { data: Reply; init: ResponseInit | null },
  discount: CheckoutDiscount | undefined,
) {
  const answer: Reply & { discount: CheckoutDiscount | null } = {
    ...reply.data,
    discount: discount ?? null,
  };
  return data(answer, reply.init ?? undefined);
}

/** The checkout form posted: on to the payment page, or back with what is wrong. */
async function checkoutAction(posted: FormData, context: AppLoadContext) {
  // The applied code rides in a hidden input; the server prices it again and may refuse it.
  const code = postedCode(posted);
  const check = checkPosted(posted, intent, {
    fields: checkoutFields,
    schema: checkoutRequestSchema,
    extra: { code, ...postedVisit(posted) },
  });
  const priced = () =>
    code === undefined ? undefined : pricedCode(code, context.forms, context.clientIp);
  if (!check.ok) return withDiscount(check.reply, await priced());
  const result = await context.forms.startCheckout(check.data, context.clientIp);
  // 303: the browser fetches the payment page with a GET and never posts the details again.
  if (result.ok) return redirect(result.url, 303);
  const reply = refusedReply(intent, check.values, notices.paymentError, result);
  // Refused at payment time (another buyer took its last use): the field says why, unpriced.
  const refusal = result.fields?.[discountCodeParam];
  const checkedCode = check.data.code;
  if (checkedCode !== undefined && refusal !== undefined)
    return withDiscount(reply, { code: checkedCode, refusal });
  return withDiscount(reply, await priced());
}

/**
 * Every form of the checkout page (the payment form, or the guide-ready sign-up while the
 * guide cannot be sold), posted by the browser or by its island, names itself in `intent`;
 * nothing else sits below the pay button.
 */
export async function checkoutPageAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}): Promise<
  // Spelled out: inferred, the sign-up's reply would absorb the checkout's (it has fewer fields).
  Awaited<ReturnType<typeof checkoutAction>> | Awaited<ReturnType<typeof guideReadyAction>>
> {
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
