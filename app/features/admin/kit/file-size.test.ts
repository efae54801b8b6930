import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('a file size', () => {
  it('reads as bytes, kB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(12_400)).toBe('12.4 kB');
    expect(formatFileSize(12_400_000)).toBe('12.4 MB');
    expect(formatFileSize(3_000_000_000)).toBe('3 GB');
  });
});
