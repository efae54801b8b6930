import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('redacts the download token in the path', () => {
    expect(loggedPath('/download/AbC123_-xyz', '')).toBe('/download/[redacted]');
  });

  it.each([
    ['/download/AbC123/file/7', '/download/[redacted]/file/7'],
    ['/receipt/rcpt_s3cret', '/receipt/[redacted]'],
    ['/receipt/rcpt_s3cret/pdf', '/receipt/[redacted]/pdf'],
    ['/review/rv_s3cret', '/review/[redacted]'],
    ['/api/reviews/rv_s3cret', '/api/reviews/[redacted]'],
    ['/library/sign-in/lib_s3cret', '/library/sign-in/[redacted]'],
    ['/test-checkout/cs_test_s3cret', '/test-checkout/[redacted]'],
  ])('redacts the secret segment of %s', (path, logged) => {
    expect(loggedPath(path, '')).toBe(logged);
  });

  it.each([
    ['/admin/set-password', 'token=s3cret'],
    ['/mail/unsubscribe', 'token=s3cret'],
    ['/review-requests/stop', 'token=s3cret'],
    ['/newsletter/unsubscribe', 'token=s3cret'],
  ])('redacts the token of %s', (path, query) => {
    expect(loggedPath(path, query)).toBe(`${path}?token=[redacted]`);
  });

  it('keeps the paths that hold no secret as they are', () => {
    expect(loggedPath('/review-requests/stop', '')).toBe('/review-requests/stop');
    expect(loggedPath('/library', '')).toBe('/library');
    expect(loggedPath('/reviews-of-the-guide', '')).toBe('/reviews-of-the-guide');
  });

  it('redacts newsletter tokens and checkout session ids in the query, keeping other keys', () => {
    expect(loggedPath('/newsletter/confirm', 'token=s3cret&utm_source=mail')).toBe(
      '/newsletter/confirm?token=[redacted]&utm_source=mail',
    );
    expect(loggedPath('/success', 'session_id=cs_test_123')).toBe('/success?session_id=[redacted]');
  });

  it("redacts a buyer's address and the back office's searches, keeping the filters", () => {
    expect(loggedPath('/admin/customers/ann%40example.com', '')).toBe(
      '/admin/customers/[redacted]',
    );
    expect(loggedPath('/api/admin/customers/ann%40example.com', '')).toBe(
      '/api/admin/customers/[redacted]',
    );
    expect(
      loggedPath('/api/admin/orders/search', 'q=ann%40example.com&domain=x.org&status=paid'),
    ).toBe('/api/admin/orders/search?q=[redacted]&domain=[redacted]&status=paid');
    expect(loggedPath('/api/admin/customers.csv', '')).toBe('/api/admin/customers.csv');
  });

  it('cuts a very long path', () => {
    expect(loggedPath(`/${'a/'.repeat(7000)}`, '').length).toBeLessThan(400);
  });
});
