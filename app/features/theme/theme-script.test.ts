import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminThemeScope, publicThemeScope } from './theme-scopes.ts';
import { themeScript } from './theme-script.ts';

function runAt(path: string, systemDark: boolean): string {
  window.history.replaceState(null, '', path);
  document.documentElement.className = '';
  // The script is the literal text the server puts in <head>; run it against the page's globals.
  runInNewContext(themeScript, {
    location: window.location,
    localStorage: window.localStorage,
    document,
    matchMedia: (query: string) => ({ matches: systemDark && query.includes('dark') }),
  });
  return document.documentElement.className;
}

describe('the theme script in <head>', () => {
  beforeEach(() => window.localStorage.clear());

  it('follows the system on the public site by default', () => {
    expect(runAt('/', true)).toBe('dark');
    expect(runAt('/faq', false)).toBe('light');
  });

  it('applies the stored public choice', () => {
    window.localStorage.setItem(publicThemeScope.storageKey, 'dark');
    expect(runAt('/faq', false)).toBe('dark');
    window.localStorage.setItem(publicThemeScope.storageKey, 'light');
    expect(runAt('/faq', true)).toBe('light');
  });

  it('defaults the admin app to dark under its own key', () => {
    window.localStorage.setItem(publicThemeScope.storageKey, 'light');
    expect(runAt('/admin', false)).toBe('dark');
    window.localStorage.setItem(adminThemeScope.storageKey, 'light');
    expect(runAt('/admin', true)).toBe('light');
    expect(runAt('/administrator', true)).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    window.localStorage.setItem(publicThemeScope.storageKey, 'purple');
    expect(runAt('/', true)).toBe('dark');
  });
});
