import type { DiscountCodeRow } from '#shared/contracts/discount-codes.ts';

/** A listed code: 20 % off, used 3 times of 10, one checkout open. */
export function discountCodeRow(overrides: Partial<DiscountCodeRow> = {}): DiscountCodeRow {
  return {
    id: 'dc_AAAAAAAAAAAAAAAA',
    code: 'FALL20',
    kind: 'percent',
    amount: 20,
    startsAt: '2026-11-01T12:00:00.000Z',
    endsAt: '2026-12-31T12:00:00.000Z',
    maxUses: 10,
    active: true,
    state: 'active',
    uses: 3,
    openCheckouts: 1,
    revenue: 75.2,
    discountGiven: 18.8,
    createdAt: '2026-10-30T09:00:00.000Z',
    ...overrides,
  };
}

/** Two codes: one used, and a fixed one no order has used yet. */
export function discountCodeList(): { codes: DiscountCodeRow[] } {
  return {
    codes: [
      discountCodeRow({
        id: 'dc_BBBBBBBBBBBBBBBB',
        code: 'TENOFF',
        kind: 'fixed',
        amount: 10,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        active: false,
        state: 'inactive',
        uses: 0,
        openCheckouts: 0,
        revenue: 0,
        discountGiven: 0,
      }),
      discountCodeRow(),
    ],
  };
}
