import { nextTheme } from './theme-rule.ts';
import { themeScopeFor } from './theme-scopes.ts';
import { applyTheme, storedTheme, storeTheme } from './theme-store.ts';

/**
 * The theme toggle of the public pages: light to dark, anything else to light, stored under
 * the page's scope. The head script has painted the stored theme and follows other tabs and
 * the system; the event storeTheme sends keeps a hydrated page's ThemeProvider in step.
 */
export function mount(root: HTMLElement): void {
  const scope = themeScopeFor(window.location.pathname);
  root.addEventListener('click', () => {
    const next = nextTheme(storedTheme(scope));
    storeTheme(scope, next);
    applyTheme(next);
  });
}
