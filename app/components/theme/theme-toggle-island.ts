import { nextTheme } from './theme-rule.ts';
import { themeScopeFor } from './theme-scopes.ts';
import { applyTheme, storedTheme, storeTheme } from './theme-store.ts';

/**
 * The site's one theme toggle, the back office's included (mounted there by its frame,
 * use-island-module.ts): light to dark, anything else to light, stored under the page's
 * scope. The head script has painted the stored theme and follows other tabs and the system.
 * Returns what stops it, for a React frame that unmounts its root.
 */
export function mount(root: HTMLElement): () => void {
  const clicks = new AbortController();
  const scope = themeScopeFor(window.location.pathname);
  root.addEventListener(
    'click',
    () => {
      const next = nextTheme(storedTheme(scope));
      storeTheme(scope, next);
      applyTheme(next);
    },
    { signal: clicks.signal },
  );
  return () => clicks.abort();
}
