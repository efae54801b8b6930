import type { ServerContext } from '#server/context.ts';
import { formActionResult } from '#server/http/form-action-result.ts';
import type { FormActions } from '#shared/contracts/form-actions.ts';
import { formatPrice, toCents } from '#shared/money.ts';
import { fillCopy, placeholderValues } from '#shared/placeholders.ts';
import { quoteDiscount } from './discount-quote.ts';

/**
 * The checkout's loader asks what a code would do now: the quote, and the seller's page texts
 * filled with the price the buyer would pay, so a pay button naming {{price}} or {{savings}}
 * stays true with the code applied. A refusal is the code field's message.
 */
export function checkoutDiscountLookup(
  ctx: Pick<ServerContext, 'db' | 'settings' | 'clock'>,
): FormActions['quoteDiscount'] {
  return (code) =>
    formActionResult(async () => {
      const quote = await quoteDiscount(ctx, code);
      const settings = ctx.settings.current();
      const regular = settings.offer.compareAtPrice;
      const values = {
        ...placeholderValues(settings),
        price: formatPrice(quote.total),
        savings:
          regular === null ? '' : formatPrice((toCents(regular) - toCents(quote.total)) / 100),
      };
      return { quote, pageTexts: fillCopy(settings.pageTexts, values) };
    });
}
