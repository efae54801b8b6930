import type { FormActions } from '#shared/contracts/form-actions.ts';
import { discountCodeMaxLength, discountRefusalMessage } from '#shared/contracts/discount-codes.ts';
import { codeFromCookieHeader, codeOfShape } from '#shared/discount-code-cookie.ts';
import { discountCodeParamOf } from '#shared/discount-code-param.ts';
import type { CheckoutDiscount } from './checkout-discount.ts';

/**
 * The code the buyer asked for: `?code=` first (empty: none, the Remove button), else the
 * code a campaign link left in the cookie.
 */
export function requestedCode(request: Request): string | undefined {
  const given = discountCodeParamOf(new URL(request.url).search);
  if (given !== null) return given.trim() || undefined;
  return codeFromCookieHeader(request.headers.get('Cookie'));
}

/** The server's price for the requested code, or its refusal for the field; undefined without one. */
export async function checkoutDiscount(
  request: Request,
  forms: Pick<FormActions, 'quoteDiscount'>,
  clientIp: string,
): Promise<CheckoutDiscount | undefined> {
  const given = requestedCode(request);
  return given === undefined ? undefined : pricedCode(given, forms, clientIp);
}

/** The server's price for a code as given (typed, linked or posted), or its refusal for the field. */
export async function pricedCode(
  given: string,
  forms: Pick<FormActions, 'quoteDiscount'>,
  clientIp: string,
): Promise<CheckoutDiscount> {
  const code = codeOfShape(given);
  if (!code)
    return {
      code: given.slice(0, discountCodeMaxLength),
      refusal: discountRefusalMessage('unknown'),
    };
  const quoted = await forms.quoteDiscount(code, clientIp);
  if (!quoted.ok) return { code, refusal: quoted.message };
  const { discount, total } = quoted.quote;
  return { code: quoted.quote.code, discount, total, pageTexts: quoted.pageTexts };
}
