import type { ServerContext } from '#server/context.ts';
import { ServiceError } from '#server/service-error.ts';
import {
  discountRefusalMessage,
  type CheckoutQuote,
  type DiscountRefusalReason,
} from '#shared/contracts/discount-codes.ts';
import { toCents } from '#shared/money.ts';
import {
  countDiscountUses,
  findDiscountCode,
  type DiscountCode,
} from './discount-codes-repository.ts';
import { discountCents, refusalOf } from './discount-pricing.ts';

/**
 * How long a started checkout holds a use of its code: a payment page can be paid until it
 * expires, so a limited code's checkouts expire within this (server/purchase/).
 */
export const openCheckoutHoldMs = 60 * 60 * 1000;

/** The refusal a buyer sees on the code's field (400, `fields.code`). */
export function discountRefusal(reason: DiscountRefusalReason): ServiceError {
  const message = discountRefusalMessage(reason);
  return new ServiceError('rejected', `discount_${reason}`, message, undefined, { code: message });
}

/** A code's terms and where it stands at `now`, read with `db` (a transaction that locked it, or not). */
export async function usableDiscount(
  db: ServerContext['db'],
  code: string,
  now: Date,
): Promise<{ code: DiscountCode } | { refusal: DiscountRefusalReason }> {
  const found = await findDiscountCode(db, code);
  if (!found) return { refusal: 'unknown' };
  const uses =
    found.maxUses === null
      ? 0
      : await countDiscountUses(db, found.id, new Date(now.getTime() - openCheckoutHoldMs));
  const refusal = refusalOf(found, now, uses);
  return refusal ? { refusal } : { code: found };
}

/** What the checkout would charge with `code` now; refuses as the field's message. */
export async function quoteDiscount(
  ctx: Pick<ServerContext, 'db' | 'settings' | 'clock'>,
  code: string,
): Promise<CheckoutQuote> {
  const usable = await usableDiscount(ctx.db, code, ctx.clock());
  if ('refusal' in usable) throw discountRefusal(usable.refusal);
  const { offer } = ctx.settings.current();
  const listCents = toCents(offer.price);
  const offCents = discountCents(listCents, usable.code);
  return {
    code: usable.code.code,
    listPrice: listCents / 100,
    discount: offCents / 100,
    total: (listCents - offCents) / 100,
    currency: offer.currency,
  };
}
