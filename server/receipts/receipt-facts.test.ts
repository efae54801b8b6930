import { describe, expect, it } from 'vitest';
import { receiptFacts } from './receipt-facts.ts';
import type { ReceiptOrder } from '#server/orders/orders.ts';

const site = {
  operator: {
    name: 'Guide Makers LLC',
    postalAddress: 'PO Box 7\nAustin, TX 78701',
    governingState: 'Texas',
  },
  itemName: 'The Guide',
};

function order(overrides: Partial<ReceiptOrder> = {}): ReceiptOrder {
  return {
    id: 'ord_1',
    status: 'completed',
    createdAt: new Date('2026-01-31T23:59:00Z'),
    completedAt: new Date('2026-02-01T00:01:00Z'),
    refundedAt: null,
    amountCents: 4700,
    taxCents: 0,
    taxPrices: null,
    listPriceCents: 4700,
    discountCode: null,
    discountCents: 0,
    currency: 'USD',
    paymentMethodKind: 'card',
    customerName: 'Sam Buyer',
    customerEmail: 'sam@example.com',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    ...overrides,
  };
}

describe('receipt facts', () => {
  it('date the payment by its completion in UTC, and split the address into its lines', () => {
    const facts = receiptFacts(order(), site);
    expect(facts.paidOn).toBe('February 1, 2026');
    expect(facts.seller).toEqual({
      name: 'Guide Makers LLC',
      address: ['PO Box 7', 'Austin, TX 78701'],
    });
    expect(facts.billTo).toEqual(['Sam Buyer', '1 Main St', 'Austin, TX 78701', 'sam@example.com']);
  });

  it('price an order from before discount codes at what was charged', () => {
    const facts = receiptFacts(order({ listPriceCents: null, amountCents: 3900 }), site);
    expect(facts.item).toEqual({ label: 'The Guide', amount: '$39.00' });
    expect(facts.discount).toBeUndefined();
    expect(facts.total.amount).toBe('$39.00 USD');
  });

  it('show a discount in cents, with its code, and the total that was charged', () => {
    const facts = receiptFacts(
      order({ discountCode: 'HALF', discountCents: 2350, amountCents: 2350 }),
      site,
    );
    expect(facts.item.amount).toBe('$47.00');
    expect(facts.discount).toEqual({ label: 'Discount (HALF)', amount: '-$23.50' });
    expect(facts.tax).toEqual({ label: 'Tax', amount: '$0.00' });
    expect(facts.total).toEqual({ label: 'Total paid', amount: '$23.50 USD' });
  });

  it('say when a refunded order was refunded and that what was paid went back', () => {
    const facts = receiptFacts(
      order({
        status: 'refunded',
        amountCents: 3760,
        refundedAt: new Date('2026-02-05T12:00:00Z'),
      }),
      site,
    );
    expect(facts.refund).toBe('Refunded on February 5, 2026 — $37.60 returned');
    expect(receiptFacts(order(), site).refund).toBeUndefined();
  });

  it('add tax-exclusive sales tax to the price: the total is what was charged', () => {
    const facts = receiptFacts(order({ taxCents: 388, taxPrices: 'exclusive' }), site);
    expect(facts.item.amount).toBe('$47.00');
    expect(facts.tax).toEqual({ label: 'Tax', amount: '$3.88' });
    expect(facts.total.amount).toBe('$50.88 USD');
  });

  it('name tax-inclusive sales tax as part of the price, which is the total', () => {
    const facts = receiptFacts(
      order({ amountCents: 4342, taxCents: 358, taxPrices: 'inclusive' }),
      site,
    );
    expect(facts.item.amount).toBe('$47.00');
    expect(facts.tax).toEqual({ label: 'Tax (included in the price)', amount: '$3.58' });
    expect(facts.total.amount).toBe('$47.00 USD');
  });

  it('return the tax with a refund: the whole charge went back', () => {
    const facts = receiptFacts(
      order({
        status: 'refunded',
        taxCents: 388,
        taxPrices: 'exclusive',
        refundedAt: new Date('2026-02-05T12:00:00Z'),
      }),
      site,
    );
    expect(facts.refund).toBe('Refunded on February 5, 2026 — $50.88 returned');
  });
});
