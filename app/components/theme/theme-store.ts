import { isTheme, resolveTheme, type Theme } from './theme-rule.ts';
import type { ThemeScope } from './theme-scopes.ts';

/** Plain DOM, no React: shared by the toggle island and the back office's ThemeProvider. */

export const darkQuery = '(prefers-color-scheme: dark)';

// Tells this tab's listeners that the stored theme changed; other tabs get a storage event.
export const themeChangeEvent = 'theme-change';

export function storedTheme(scope: ThemeScope): Theme {
  const stored = window.localStorage.getItem(scope.storageKey);
  return isTheme(stored) ? stored : scope.defaultTheme;
}

export function storeTheme(scope: ThemeScope, theme: Theme): void {
  window.localStorage.setItem(scope.storageKey, theme);
  window.dispatchEvent(new Event(themeChangeEvent));
}

/** Paints `theme` on <html>, as the head script (theme-script.ts) does before the first paint. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme, window.matchMedia(darkQuery).matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
