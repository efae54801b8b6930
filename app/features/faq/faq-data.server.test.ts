import { describe, expect, it } from 'vitest';
import { seededBlocks } from '#tests/seeded-pages.ts';
import { testOffer, testSiteInfo } from '#tests/site-factory.ts';
import { faqPageData } from './faq-data.server.ts';

describe('faqPageData', () => {
  it('shows a guide title with markup or Markdown in it as the text the seller typed', () => {
    const title = '<a href="https://evil.example">Guide</a> ![x](media:../a)';
    const { items } = faqPageData(
      seededBlocks('faq'),
      testSiteInfo({ offer: testOffer({ name: title }) }),
    );
    const html = items.flatMap((item) => item.answerHtml).join('\n');
    expect(html).not.toContain('<a href="https://evil.example"');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;a href=&quot;https://evil.example&quot;&gt;Guide&lt;/a&gt; ![x](media:../a)',
    );
    expect(items.map((item) => item.question)).toContain(`What is the ${title}?`);
  });
});
