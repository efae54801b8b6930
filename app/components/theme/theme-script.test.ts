import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminThemeScope, publicThemeScope } from './theme-scopes.ts';
import { themeScript } from './theme-script.ts';

/** A page's window and system theme, as the script sees them; `system` can change later. */
function pageAt(path: string, systemDark: boolean) {
  window.history.replaceState(null, '', path);
  document.documentElement.className = '';
  const page = new EventTarget();
  const system = Object.assign(new EventTarget(), { matches: systemDark });
  // The script is the literal text the server puts in <head>; run it against the page's globals.
  runInNewContext(themeScript, {
    location: window.location,
    localStorage: window.localStorage,
    document,
    matchMedia: (query: string) => {
      if (!query.includes('dark')) throw new Error(`unexpected query ${query}`);
      return system;
    },
    addEventListener: page.addEventListener.bind(page),
  });
  return {
    theme: () => document.documentElement.className,
    otherTabStores: (key: string, value: string) => {
      window.localStorage.setItem(key, value);
      page.dispatchEvent(Object.assign(new Event('storage'), { key }));
    },
    systemTurns: (dark: boolean) => {
      system.matches = dark;
      system.dispatchEvent(new Event('change'));
    },
  };
}

const runAt = (path: string, systemDark: boolean) => pageAt(path, systemDark).theme();

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

  it('follows the system in the admin app until a choice is stored under its own key', () => {
    window.localStorage.setItem(publicThemeScope.storageKey, 'dark');
    expect(runAt('/admin', false)).toBe('light');
    expect(runAt('/admin/orders', true)).toBe('dark');
    window.localStorage.setItem(adminThemeScope.storageKey, 'light');
    expect(runAt('/admin', true)).toBe('light');
    // Not the back office: the public choice (dark) applies.
    expect(runAt('/administrator', false)).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    window.localStorage.setItem(publicThemeScope.storageKey, 'purple');
    expect(runAt('/', true)).toBe('dark');
  });

  it('follows a choice made in another tab, under its own scope only', () => {
    const page = pageAt('/faq', false);
    page.otherTabStores(adminThemeScope.storageKey, 'dark');
    expect(page.theme()).toBe('light');
    page.otherTabStores(publicThemeScope.storageKey, 'dark');
    expect(page.theme()).toBe('dark');
  });

  it('follows the system while the choice is system, and only then', () => {
    const page = pageAt('/', false);
    page.systemTurns(true);
    expect(page.theme()).toBe('dark');

    window.localStorage.setItem(publicThemeScope.storageKey, 'light');
    page.systemTurns(false);
    page.systemTurns(true);
    expect(page.theme()).toBe('light');
  });
});
