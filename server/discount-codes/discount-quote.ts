import type { ServerContext } from '#server/context.ts';
import { ServiceError } from '#server/service-error.ts';
import {
  discountRefusalMessage,
  type CheckoutQuote,
  type DiscountRefusalReason,
} from '#shared/contracts/discount-codes.ts';
import { toCents } from '#shared/money.ts';
import { clientHolds, countDiscountUses, releaseHolds } from '#server/orders/orders.ts';
import {
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

/**
 * Stripe's margin on `expires_at` and clocks that differ: a limited code's payment page closes
 * this long before its hold ends, so no page is paid after its use stopped counting.
 */
const expiryMarginMs = 5 * 60 * 1000;

/** How long the payment page of a checkout with a limited code takes payment. */
export const limitedPaymentPageMs = openCheckoutHoldMs - expiryMarginMs;

/** Checkouts whose payment page closes after this moment still hold a use of their code. */
export const heldAfter = (now: Date) => new Date(now.getTime() - expiryMarginMs);

/** Why `found` cannot be used at `now`, counted with `db` (a transaction that locked it, or not). */
async function refusalAt(
  db: ServerContext['db'],
  found: DiscountCode,
  now: Date,
): Promise<DiscountRefusalReason | undefined> {
  const uses = found.maxUses === null ? 0 : await countDiscountUses(db, found.id, heldAfter(now));
  return refusalOf(found, now, uses);
}

/** A code's terms and where it stands at `now`. */
export async function usableDiscount(
  db: ServerContext['db'],
  code: string,
  now: Date,
): Promise<{ code: DiscountCode } | { refusal: DiscountRefusalReason }> {
  const found = await findDiscountCode(db, code);
  if (!found) return { refusal: 'unknown' };
  const refusal = await refusalAt(db, found, now);
  return refusal ? { refusal } : { code: found };
}

/** Who claims a code: a client, and its earlier checkouts whose payment pages were closed. */
export interface CodeHolder {
  clientKey: string;
  closedOrderIds: string[];
}

/**
 * A client's checkouts holding a use of `code` now, whose payment pages must close before the
 * client claims it again; none for an unknown or unlimited code.
 */
export async function earlierHolds(
  db: ServerContext['db'],
  code: string,
  clientKey: string,
  now: Date,
): Promise<{ id: string; providerSessionId: string | null }[]> {
  const found = await findDiscountCode(db, code);
  if (!found || found.maxUses === null) return [];
  return clientHolds(db, { codeId: found.id, clientKey, heldAfter: heldAfter(now) });
}

/**
 * Claims a use of `code` for an order the caller inserts in the same transaction `tx`: the
 * code's row stays locked until it commits, so the last use of a limited code goes to one
 * checkout. The holder's closed checkouts give their uses back first; one it still holds
 * (its page could not be closed, or it started meanwhile) refuses this claim, so a client
 * holds one use at a time. Refuses as the field's message.
 */
export async function claimDiscount(
  tx: ServerContext['db'],
  code: string,
  now: Date,
  holder: CodeHolder,
): Promise<DiscountCode> {
  const found = await lockDiscountCode(tx, code);
  if (!found) throw discountRefusal('unknown');
  if (found.maxUses !== null) {
    await releaseHolds(tx, holder.closedOrderIds, now);
    const held = await clientHolds(tx, {
      codeId: found.id,
      clientKey: holder.clientKey,
      heldAfter: heldAfter(now),
    });
    if (held.length > 0) throw discountRefusal('held');
  }
  const refusal = await refusalAt(tx, found, now);
  if (refusal) throw discountRefusal(refusal);
  return found;
}

/**
 * When the payment page of a checkout with `code` must stop taking payment: within the hold
 * for a limited code (Stripe accepts 30 minutes to 24 hours ahead), the provider's default
 * for the others.
 */
export function checkoutExpiry(code: DiscountCode | undefined, now: Date): Date | undefined {
  if (!code || code.maxUses === null) return undefined;
  return new Date(now.getTime() + limitedPaymentPageMs);
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
