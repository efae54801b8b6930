import { describe, expect, it } from 'vitest';
import { pageRuntime } from './page-runtime.ts';

describe('pageRuntime', () => {
  it.each(['/', '/faq', '/blog', '/blog/some-article', '/terms', '/no-such-page', '/newsletter'])(
    '%s is a reading page, run by islands',
    (path) => expect(pageRuntime(path)).toBe('islands'),
  );

  it.each(['/library', '/library/sign-in/abc', '/review/abc'])(
    '%s is a page form, run by islands',
    (path) => expect(pageRuntime(path)).toBe('islands'),
  );

  it.each(['/checkout', '/success', '/admin', '/admin/orders'])(
    '%s is an application, hydrated by React',
    (path) => expect(pageRuntime(path)).toBe('react'),
  );

  it('does not take a page whose name only starts like an application for one', () => {
    expect(pageRuntime('/checkout-guide')).toBe('islands');
  });
});
