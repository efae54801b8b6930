import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages.ts';
import { testOperator } from '#tests/operator-fixture.ts';
import { testSite } from '#tests/render-page.tsx';
import { legalPageData } from './legal-page-data.server.ts';

describe('legal pages', () => {
  it('name the operator, its postal address and the governing state in the legal notice', () => {
    const { html } = legalPageData(pages.legalNotice, 'legal/legal-notice', testSite);
    expect(html).toContain(`${testOperator.name}, ${testOperator.postalAddress}`);
    expect(html).toContain(`the State of ${testOperator.governingState}.`);
    expect(html).not.toMatch(/on request|\{\{/);
  });

  it('name the operator in the privacy policy and the terms, and the governing state in the terms', () => {
    const privacy = legalPageData(pages.privacy, 'legal/privacy', testSite).html;
    const terms = legalPageData(pages.terms, 'legal/terms', testSite).html;
    for (const html of [privacy, terms]) {
      expect(html).toContain(`${testOperator.name}, ${testOperator.postalAddress}`);
      expect(html).not.toMatch(/on request|\{\{/);
    }
    expect(terms).toContain(`the State of ${testOperator.governingState}.`);
  });
});
