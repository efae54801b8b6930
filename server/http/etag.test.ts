import { describe, expect, it } from 'vitest';
import { matchesEtag } from './etag.ts';

describe('matchesEtag', () => {
  it('matches the tag itself, its weak form, a list naming it, and *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
  });

  it('matches nothing else', () => {
    expect(matchesEtag(undefined, '"a"')).toBe(false);
    expect(matchesEtag('', '"a"')).toBe(false);
    expect(matchesEtag('"b", "c"', '"a"')).toBe(false);
  });
});
