import { describe, expect, it } from 'vitest';
import { freeSlug, slugOf } from './broadcast-archive.ts';

describe('the archive address of a broadcast', () => {
  it('is made of the subject: lower case, accents dropped, words joined by hyphens', () => {
    expect(slugOf('Deadlines: what to watch in 2027!')).toBe('deadlines-what-to-watch-in-2027');
    expect(slugOf('  Écoles & pensión alimentaria  ')).toBe('ecoles-pension-alimentaria');
    expect(slugOf('!!!')).toBe('newsletter');
    expect(slugOf('word '.repeat(40)).length).toBeLessThanOrEqual(60);
    expect(slugOf('word '.repeat(40))).not.toMatch(/-$/);
  });

  it('is numbered when another broadcast has it', () => {
    expect(freeSlug('tips', [])).toBe('tips');
    expect(freeSlug('tips', ['tips'])).toBe('tips-2');
    expect(freeSlug('tips', ['tips', 'tips-2', 'tips-3'])).toBe('tips-4');
  });
});
