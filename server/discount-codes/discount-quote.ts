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
  lockDiscountCode,
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
  find: typeof findDiscountCode = findDiscountCode,
): Promise<{ code: DiscountCode } | { refusal: DiscountRefusalReason }> {
  const found = await find(db, code);
  if (!found) return { refusal: 'unknown' };
  const uses =
    found.maxUses === null
      ? 0
      : await countDiscountUses(db, found.id, new Date(now.getTime() - openCheckoutHoldMs));
  const refusal = refusalOf(found, now, uses);
  return refusal ? { refusal } : { code: found };
}

/**
 * Claims a use of `code` for an order the caller inserts in the same transaction `tx`: the
 * code's row stays locked until it commits, so the last use of a limited code goes to one
 * checkout. Refuses as the field's message.
 */
export async function claimDiscount(
  tx: ServerContext['db'],
  code: string,
  now: Date,
): Promise<DiscountCode> {
  const usable = await usableDiscount(tx, code, now, lockDiscountCode);
  if ('refusal' in usable) throw discountRefusal(usable.refusal);
  return usable.code;
}

/**
 * Stripe's margin on `expires_at` and clocks that differ: a limited code's payment page closes
 * this long before its hold ends, so no page is paid after its use stopped counting.
 */
const expiryMarginMs = 5 * 60 * 1000;

/**
 * When the payment page of a checkout with `code` must stop taking payment: within the hold
 * for a limited code (Stripe accepts 30 minutes to 24 hours ahead), the provider's default
 * for the others.
 */
export function checkoutExpiry(code: DiscountCode | undefined, now: Date): Date | undefined {
  if (!code || code.maxUses === null) return undefined;
  return new Date(now.getTime() + openCheckoutHoldMs - expiryMarginMs);
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
