import { describe, expect, it } from 'vitest';
import { pageRuntime } from './page-runtime.ts';

describe('pageRuntime', () => {
  it.each([
    '/',
    '/faq',
    '/blog',
    '/blog/some-article',
    '/terms',
    '/no-such-page',
    '/newsletter',
    '/success',
  ])('%s is a reading page, run by islands', (path) => expect(pageRuntime(path)).toBe('islands'));

  it.each(['/checkout', '/library', '/library/sign-in/abc', '/review/abc'])(
    '%s is a page of money or forms, run by islands',
    (path) => expect(pageRuntime(path)).toBe('islands'),
  );

  it.each(['/admin', '/admin/orders'])('%s is the application, hydrated by React', (path) =>
    expect(pageRuntime(path)).toBe('react'),
  );

  it('does not take a page whose name only starts like the application for it', () => {
    expect(pageRuntime('/admin-guide')).toBe('islands');
  });
});
