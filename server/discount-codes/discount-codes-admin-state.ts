import type { DiscountCodeState } from '#shared/contracts/discount-codes.ts';
import type { DiscountTerms } from './discount-pricing.ts';

/**
 * Where a code stands at `now` for the seller, with `claimed` uses (paid orders and open
 * checkouts, as a buyer's checkout counts them). One state wins when several hold, in the
 * order the seller acts on: switched off first, then no uses left, then its dates.
 */
export function discountCodeState(
  terms: DiscountTerms,
  now: Date,
  claimed: number,
): DiscountCodeState {
  if (!terms.active) return 'inactive';
  if (terms.maxUses !== null && claimed >= terms.maxUses) return 'used_up';
  if (terms.startsAt && now < terms.startsAt) return 'scheduled';
  if (terms.endsAt && now >= terms.endsAt) return 'expired';
  return 'active';
}
