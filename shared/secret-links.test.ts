import { describe, expect, it } from 'vitest';
import { holdsSecret, redactedAddress, redactedPath, redactedQuery } from './secret-links.ts';

describe('secret links', () => {
  it('replaces the secret segment of each secret link, and only that one', () => {
    expect(redactedPath('/review/abc')).toBe('/review/[redacted]');
    expect(redactedPath('/receipt/abc/pdf')).toBe('/receipt/[redacted]/pdf');
    expect(redactedPath('/review-requests/stop')).toBe('/review-requests/stop');
    expect(redactedPath('/review')).toBe('/review');
    expect(redactedPath('/blog/review/abc')).toBe('/blog/review/abc');
  });

  it('replaces secret parameters and leaves a query without one as it came', () => {
    expect(redactedQuery('token=a&utm_source=x')).toBe('token=[redacted]&utm_source=x');
    expect(redactedQuery('utm_source=a%20b')).toBe('utm_source=a%20b');
  });

  it('tells an address holding a secret from one that holds none', () => {
    expect(holdsSecret('/success', 'session_id=cs_1')).toBe(true);
    expect(holdsSecret('/library/sign-in/abc')).toBe(true);
    expect(holdsSecret('/success')).toBe(false);
  });

  it('keeps an address whole but for its secrets, its fragment and its credentials', () => {
    expect(redactedAddress('https://u:p@shop.test/review/abc?token=t&x=1#top')).toBe(
      'https://shop.test/review/[redacted]?token=[redacted]&x=1',
    );
    expect(redactedAddress('not an address')).toBe('');
  });
});
