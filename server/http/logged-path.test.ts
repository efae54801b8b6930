import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path.ts';

describe('loggedPath', () => {
  it('redacts the download token in the path', () => {
    expect(loggedPath('/download/AbC123_-xyz', '')).toBe('/download/[redacted]');
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
