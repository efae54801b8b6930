import { describe, expect, it } from 'vitest';
import { sizeInWords } from './file-size.ts';

describe('sizeInWords', () => {
  it('names megabytes whole or to one decimal, and smaller files in kilobytes', () => {
    expect(sizeInWords(25 * 1024 * 1024)).toBe('25 MB');
    expect(sizeInWords(1.44 * 1024 * 1024)).toBe('1.4 MB');
    expect(sizeInWords(512 * 1024)).toBe('512 KB');
    expect(sizeInWords(10)).toBe('1 KB');
  });
});
