import { describe, expect, it } from 'vitest';
import { placeImages } from './documents.server.ts';
import { renderSellerMarkdown } from './seller-markdown.ts';

const images = (name: string) =>
  name === 'cover.png' ? { url: '/media/abc.png', width: 800, height: 400 } : undefined;

describe("the seller's Markdown on a public page", () => {
  it('renders headings, emphasis and links to our pages and the web', () => {
    const html = renderSellerMarkdown(
      '## Deadlines\n\nRead **this** [guide](/blog) or [the law](https://example.gov/a?b=1&c=2).',
    );
    expect(html).toContain('<h2>Deadlines</h2>\n');
    expect(html).toContain('<strong>this</strong>');
    expect(html).toContain('<a href="/blog">guide</a>');
    expect(html).toContain('<a href="https://example.gov/a?b=1&amp;c=2">the law</a>');
  });

  it('keeps the page heading the only h1: the topmost level becomes h2, the order stays', () => {
    expect(renderSellerMarkdown('# One\n\n## Two')).toMatch(/<h2>One<\/h2>\n<h3>Two<\/h3>/);
    expect(renderSellerMarkdown('### Three\n\n#### Four')).toMatch(
      /<h2>Three<\/h2>\n<h3>Four<\/h3>/,
    );
  });

  it('shows raw HTML as text and drops links of other schemes', () => {
    const html = renderSellerMarkdown(
      '<script>alert(1)</script>\n\nA <b>bold</b> [click](javascript:alert(1)) and [x](//evil.test).',
    );
    expect(html).not.toMatch(/<script|<b>|href="javascript|href="\/\/evil/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('click');
  });

  it('places an uploaded image as the blog does, and leaves only words for others', () => {
    const html = placeImages(
      renderSellerMarkdown(
        '![The form](media:cover.png)\n\n![Gone](media:gone.png)\n\n![Far](https://x.test/a.png)',
      ),
      images,
    );
    expect(html).toContain(
      '<img src="/media/abc.png" width="800" height="400" alt="The form" loading="lazy" decoding="async">',
    );
    expect(html).not.toContain('gone.png');
    expect(html).not.toContain('x.test');
    expect(html).toContain('Far');
  });
});
