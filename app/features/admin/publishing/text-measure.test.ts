import { describe, expect, it } from 'vitest';
import { countWords } from './text-measure.ts';

describe('the editor’s word count', () => {
  it('counts the words a reader sees, not Markdown’s markers or addresses', () => {
    const body =
      '## Two words\n\nSee **the** [state guide](/states/texas).\n\n<!-- cta -->\n\n![A form](media:form.png)';
    expect(countWords(body)).toBe(6);
  });
});
