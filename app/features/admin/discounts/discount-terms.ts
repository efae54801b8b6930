import type { DiscountCodeRow } from '#shared/contracts/discount-codes.ts';
import { pageLinks } from '#content/page-links.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDay, formatDollars } from '../kit/format.ts';
import { discountsCopy } from './discounts-copy.ts';

const copy = discountsCopy;

/** "15%" or "$10.00". */
export function discountText(code: Pick<DiscountCodeRow, 'kind' | 'amount'>): string {
  return code.kind === 'percent'
    ? fillPlaceholders(copy.percentOff, { amount: String(code.amount) })
    : formatDollars(code.amount);
}

/** "Dec 1, 2026 – Dec 31, 2026", one end alone, or "Any time". */
export function datesText(code: Pick<DiscountCodeRow, 'startsAt' | 'endsAt'>): string {
  const start = code.startsAt && formatDay(code.startsAt);
  const end = code.endsAt && formatDay(code.endsAt);
  if (start && end) return fillPlaceholders(copy.between, { start, end });
  if (start) return fillPlaceholders(copy.from, { start });
  if (end) return fillPlaceholders(copy.until, { end });
  return copy.anyTime;
}

/** "3 of 10", or "3" for a code without a limit. */
export function usesText(code: Pick<DiscountCodeRow, 'uses' | 'maxUses'>): string {
  return code.maxUses === null
    ? code.uses.toLocaleString('en-US')
    : fillPlaceholders(copy.usesOf, {
        uses: code.uses.toLocaleString('en-US'),
        max: code.maxUses.toLocaleString('en-US'),
      });
}

/** Where a buyer lands with the code applied. */
export function shareLink(origin: string, code: string): string {
  return `${origin}${pageLinks.checkout.path}?code=${encodeURIComponent(code)}`;
}
