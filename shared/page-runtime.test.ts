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
    '/checkout',
  ])('%s is a page run by islands', (path) => expect(pageRuntime(path)).toBe('islands'));

  it.each([
    '/success',
    '/library',
    '/library/sign-in/abc',
    '/review/abc',
    '/admin',
    '/admin/orders',
  ])('%s is an application, hydrated by React', (path) => expect(pageRuntime(path)).toBe('react'));

  it('does not take a page whose name only starts like an application for one', () => {
    expect(pageRuntime('/library-guide')).toBe('islands');
  });
});
