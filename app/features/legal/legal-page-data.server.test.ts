import { describe, expect, it } from 'vitest';
import { pages } from '#content/pages.ts';
import { findPage } from '#shared/route-table.ts';
import type { PublishedPage } from '#shared/published-content.ts';
import { testOperator } from '#tests/operator-fixture.ts';
import { testSite } from '#tests/render-page.tsx';
import { seededPage } from '#tests/seeded-pages.ts';
import { legalPageData } from './legal-page-data.server.ts';

const legalPages = [
  [pages.legalNotice, 'legal-notice'],
  [pages.privacy, 'privacy'],
  [pages.terms, 'terms'],
  [pages.accessibility, 'accessibility'],
] as const;

const withBody = (page: PublishedPage, body: string): PublishedPage => ({
  ...page,
  content: { ...page.content, body },
});

describe('legal pages', () => {
  it('name the operator, its postal address and the governing state in the legal notice', () => {
    const { html } = legalPageData(pages.legalNotice, seededPage('legal-notice'), testSite);
    expect(html).toContain(`${testOperator.name}, ${testOperator.postalAddress}`);
    expect(html).toContain(`the State of ${testOperator.governingState}.`);
    expect(html).not.toMatch(/on request|\{\{/);
  });

  it('name the operator in the privacy policy and the terms, and the governing state in the terms', () => {
    const privacy = legalPageData(pages.privacy, seededPage('privacy'), testSite).html;
    const terms = legalPageData(pages.terms, seededPage('terms'), testSite).html;
    for (const html of [privacy, terms]) {
      expect(html).toContain(`${testOperator.name}, ${testOperator.postalAddress}`);
      expect(html).not.toMatch(/on request|\{\{/);
    }
    expect(terms).toContain(`the State of ${testOperator.governingState}.`);
  });

  // The one outside link a legal page must carry: the credit DB-IP Lite's licence asks for.
  const licenceCredits = new Set(['https://db-ip.com']);

  it.each(legalPages)(
    '%s: headings start at h2 and never skip a level, links lead to our pages',
    (meta, key) => {
      const html = legalPageData(meta, seededPage(key), testSite).html;
      const levels = [...html.matchAll(/<h(\d)/g)].map(([, level]) => Number(level));
      expect(levels[0]).toBe(2);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - (levels[index - 1] ?? 2)).toBeLessThanOrEqual(1);
      });
      for (const [, href = ''] of html.matchAll(/href="([^"]*)"/g)) {
        if (href.startsWith('mailto:') || licenceCredits.has(href)) continue;
        expect(findPage(href), `${key} links to ${href}`).toBeDefined();
      }
    },
  );

  it('dates the page by the entry’s last change a reader should know of', () => {
    const page = { ...seededPage('terms'), updatedOn: '2027-02-03' };
    expect(legalPageData(pages.terms, page, testSite).updated).toBe('February 3, 2027');
  });

  it('shows raw HTML the seller typed as text and drops a script link', () => {
    const page = withBody(
      seededPage('terms'),
      'Read <script>alert(1)</script> [this](javascript:alert(1)) and {{nope}}.',
    );
    const { html } = legalPageData(pages.terms, page, testSite);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('{{nope}}');
  });
});
