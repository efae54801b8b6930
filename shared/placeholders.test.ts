import { describe, expect, it } from 'vitest';
import {
  fillCopy,
  fillHtmlPlaceholders,
  fillPlaceholders,
  placeholderValues,
} from './placeholders.ts';
import { testOffer, testSiteInfo } from '#tests/site-factory.ts';

const values = placeholderValues(
  testSiteInfo({
    brand: 'Acme',
    supportEmail: 'help@acme.test',
    offer: testOffer({ compareAtPrice: 97 }),
    operator: { name: 'Acme LLC', postalAddress: '1 Road, Town, OH 43004', governingState: 'Ohio' },
  }),
);

describe('fillPlaceholders', () => {
  it('fills product facts and site names', () => {
    expect(
      fillPlaceholders(
        '{{guideName}} by {{brand}}: {{price}} (was {{compareAtPrice}}, save {{savings}})',
        values,
      ),
    ).toBe('Child Support Defense Guide by Acme: $47 (was $97, save $50)');
    expect(fillPlaceholders('{{pages}} pages, {{refundDays}} days, {{supportEmail}}', values)).toBe(
      '21 pages, 14 days, help@acme.test',
    );
    expect(
      fillPlaceholders('{{operatorName}}, {{operatorAddress}} ({{governingState}})', values),
    ).toBe('Acme LLC, 1 Road, Town, OH 43004 (Ohio)');
  });

  it('builds the guarantee from the refund window', () => {
    const thirty = placeholderValues(testSiteInfo({ offer: testOffer({ refundWindowDays: 30 }) }));
    expect(fillPlaceholders('{{guarantee}}, within {{refundDays}} days', thirty)).toBe(
      '30-Day Money-Back Guarantee, within 30 days',
    );
  });

  it('leaves the regular price and the saving empty when the seller sets no regular price', () => {
    const none = placeholderValues(testSiteInfo({ offer: testOffer({ compareAtPrice: null }) }));
    expect(none).toMatchObject({ price: '$47', compareAtPrice: '', savings: '' });
  });

  it('rejects an unknown placeholder', () => {
    expect(() => fillPlaceholders('{{prize}}', values)).toThrow('Unknown placeholder {{prize}}');
  });
});

describe('fillCopy', () => {
  it('fills every string of nested copy and keeps its shape', () => {
    const copy = {
      cta: 'Buy - {{price}}',
      items: ['{{pages}} pages', { note: '{{refundDays}} days' }],
      n: 3,
    };
    expect(fillCopy(copy, values)).toEqual({
      cta: 'Buy - $47',
      items: ['21 pages', { note: '14 days' }],
      n: 3,
    });
  });
});

describe('fillHtmlPlaceholders', () => {
  it('fills known names with escaped values and leaves other braces as typed', () => {
    const markup = '<title>Pay | {{brand}}</title><p>{{guideName}} for {{who}}</p>';
    const html = fillHtmlPlaceholders(markup, { ...values, brand: 'A & <B>' });
    expect(html).toBe(
      '<title>Pay | A &amp; &lt;B&gt;</title><p>Child Support Defense Guide for {{who}}</p>',
    );
  });
});
