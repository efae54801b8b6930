import type { DiscountKind } from '#server/db/schema.ts';
import type { DiscountRefusalReason } from '#shared/contracts/discount-codes.ts';

/** A code's terms, as stored. */
export interface DiscountTerms {
  kind: DiscountKind;
  /** Percent off (1-100) or cents off. */
  amount: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  active: boolean;
}

/**
 * The least a card payment may be in dollars' currency (Stripe's minimum charge for USD): a
 * discount never takes a total below it, so a 100 % code still goes through a real payment.
 */
export const minimumChargeCents = 50;

/** Why the code cannot be used at `now` with `uses` already counted, or undefined when it can. */
export function refusalOf(
  terms: DiscountTerms,
  now: Date,
  uses: number,
): DiscountRefusalReason | undefined {
  if (!terms.active) return 'inactive';
  if (terms.startsAt && now < terms.startsAt) return 'not_started';
  if (terms.endsAt && now >= terms.endsAt) return 'expired';
  if (terms.maxUses !== null && uses >= terms.maxUses) return 'used_up';
  return undefined;
}

/**
 * What the code takes off a price of `listCents`: a percent rounded half up to the cent, or
 * the fixed amount; never more than leaves the minimum charge (nor anything below it).
 */
export function discountCents(listCents: number, terms: Pick<DiscountTerms, 'kind' | 'amount'>) {
  const wanted =
    terms.kind === 'percent' ? Math.round((listCents * terms.amount) / 100) : terms.amount;
  return Math.max(0, Math.min(wanted, listCents - minimumChargeCents));
}
