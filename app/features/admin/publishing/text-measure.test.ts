import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './text-measure.ts';

describe('the editor’s word count', () => {
  it('counts the words a reader sees, not Markdown’s markers or addresses', () => {
    const body =
      '## Two words\n\nSee **the** [state guide](/states/texas).\n\n<!-- cta -->\n\n![A form](media:form.png)';
    expect(countWords(body)).toBe(6);
  });

  it('reads 200 words a minute, at least one minute for any text', () => {
    expect(readingMinutes(0)).toBe(0);
    expect(readingMinutes(20)).toBe(1);
    expect(readingMinutes(1_000)).toBe(5);
  });
});
