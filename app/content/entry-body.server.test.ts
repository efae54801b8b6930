import { describe, expect, it } from 'vitest';
import { placeholderValues } from '#shared/placeholders.ts';
import { postContent, stateGuideContent } from '#tests/published-entry-factory.ts';
import { testSiteInfo } from '#tests/site-factory.ts';
import { readingMinutes } from '#shared/reading-time.ts';
import { renderEntryBody } from './entry-body.server.ts';

const values = placeholderValues(testSiteInfo({ brand: 'A & <B>' }));
const images = (name: string) =>
  name === 'cover.png' ? { url: '/media/abc.png', width: 800, height: 400 } : undefined;

describe('an entry’s body', () => {
  it('cuts a post at each call-to-action line', () => {
    const body = renderEntryBody(
      postContent({
        body: '## One\n\nFirst.\n\n<!-- cta -->\n\n## Two\n\nSecond.\n  <!-- cta -->  \nThird.',
      }),
      values,
      images,
    );
    expect(body.sections).toEqual([
      '<h2>One</h2>\n<p>First.</p>\n',
      '<h2>Two</h2>\n<p>Second.</p>\n',
      '<p>Third.</p>\n',
    ]);
  });

  it('shows raw HTML as text, drops unsafe links and unknown placeholders, escapes the site’s facts', () => {
    const { sections } = renderEntryBody(
      postContent({
        body: '<script>x()</script>\n\n<iframe src="https://evil.test"></iframe> <form></form> <img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](/faq) [c](https://example.gov) [d](mailto:a@b.test) {{brand}} {{nosuch}}\n\n![Cover](media:cover.png) ![Far](https://evil.test/x.png)',
      }),
      values,
      images,
    );
    const html = sections.join('');
    expect(html).not.toMatch(
      /<script|<iframe|<form|<img src=x|onerror=alert\(1\)>|href="javascript/,
    );
    expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain('<a href="/faq">b</a>');
    expect(html).toContain('<a href="https://example.gov">c</a>');
    expect(html).toContain('<a href="mailto:a@b.test">d</a>');
    expect(html).toContain('A &amp; &lt;B&gt; ');
    expect(html).not.toContain('nosuch');
    expect(html).toContain('<img src="/media/abc.png" width="800" height="400" alt="Cover"');
    expect(html).not.toContain('evil.test/x.png');
  });

  it('lays a state guide out from its non-empty sections, the call to action after the last before its place', () => {
    const guide = stateGuideContent();
    const { sections } = renderEntryBody(guide, values, images);
    expect(sections).toEqual([
      '<h2>How orders work in Ohio</h2>\n<p>The agency sets support.</p>\n<h2>The deadline</h2>\n<p><strong>30 days</strong> from service.</p>\n',
      '<h2>What to do this week</h2>\n<p>Read your notice.</p>\n',
    ]);
    // A section's own headings sit below its heading.
    const nested = renderEntryBody(
      { ...guide, sections: { ...guide.sections, overview: { heading: 'Top', body: '# Inner' } } },
      values,
      images,
    );
    expect(nested.sections[0]).toContain('<h2>Top</h2>\n<h3>Inner</h3>');
  });

  it('counts reading time from the words: 220 a minute, rounded up, at least one', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
    expect(readingMinutes(1967)).toBe(9);
    expect(readingMinutes(984)).toBe(5);
    const body = renderEntryBody(postContent({ body: 'one two three' }), values, images);
    expect(body).toMatchObject({ wordCount: 3, readMinutes: 1 });
  });
});
