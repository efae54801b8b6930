import { describe, expect, it } from 'vitest';
import { testOffer } from '#tests/site-factory.ts';
import { offerAt, saleLastDay, type SaleTerms } from './offer.ts';
import { saleEndsLine } from './sale-ends.ts';

const sale: SaleTerms = {
  price: 29,
  startsAt: '2026-11-20T05:00:00.000Z',
  endsAt: '2026-12-01T05:00:00.000Z',
  showsEnd: true,
};
const normal = testOffer({ price: 47, compareAtPrice: 97 });
const at = (iso: string) => offerAt(normal, sale, new Date(iso));

describe('the offer at a moment', () => {
  it('is the normal offer before the sale starts and from its end on', () => {
    for (const moment of [
      '2026-11-20T04:59:59.999Z',
      '2026-12-01T05:00:00.000Z',
      '2027-01-01T00:00:00Z',
    ])
      expect(at(moment), moment).toEqual(normal);
  });

  it('is the sale price over the normal one from the start to the last moment before the end', () => {
    for (const moment of [
      '2026-11-20T05:00:00.000Z',
      '2026-11-25T12:00:00Z',
      '2026-12-01T04:59:59.999Z',
    ])
      expect(at(moment), moment).toEqual({
        ...normal,
        price: 29,
        compareAtPrice: 47,
        sale: { endsAt: sale.endsAt, showsEnd: true },
      });
  });

  it('is the normal offer when no sale is planned', () => {
    expect(offerAt(normal, null, new Date('2026-11-25T12:00:00Z'))).toEqual(normal);
  });

  it('names the sale’s last day: a sale ending at midnight ends the day before', () => {
    expect(saleLastDay('2026-12-01T00:00:00.000Z')).toBe('2026-11-30');
    expect(saleLastDay('2026-12-01T05:00:00.000Z')).toBe('2026-12-01');
  });

  it('says when the sale ends only while it runs and the seller shows it', () => {
    const running = { endsAt: '2026-12-01T00:00:00.000Z', showsEnd: true };
    expect(saleEndsLine({ sale: running })).toBe('Sale ends November 30');
    expect(saleEndsLine({ sale: { ...running, showsEnd: false } })).toBeNull();
    expect(saleEndsLine({ sale: null })).toBeNull();
  });
});
