import { describe, expect, it } from 'vitest';
import { parseDocument } from './markdown.ts';

const withImage = (reference: string) =>
  `---\nupdated: 2026-11-24\n---\n\nBefore.\n\n![A notice, "served" <today>](${reference})\n\nAfter.\n`;

describe('parseDocument', () => {
  it('leaves an uploaded image named by media: as a marker for the page to place', () => {
    const [html] = parseDocument(withImage('media:notice-2026.png'), 'test').sections;
    expect(html).toContain(
      '<img data-media="notice-2026.png" alt="A notice, &quot;served&quot; &lt;today&gt;">',
    );
  });

  it('keeps ordinary images as Markdown renders them', () => {
    const [html] = parseDocument(withImage('/poster.png'), 'test').sections;
    expect(html).toContain('<img src="/poster.png"');
  });

  it('refuses a media reference that is not a plain file name', () => {
    expect(() => parseDocument(withImage('media:../secret.png'), 'test')).toThrow(
      /by its file name only/,
    );
  });
});
