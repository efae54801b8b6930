import { isTheme, resolveTheme, type Theme } from './theme-rule.ts';
import type { ThemeScope } from './theme-scopes.ts';

/** Plain DOM, no React: the theme toggle island's reading and writing of the stored choice. */

export const darkQuery = '(prefers-color-scheme: dark)';

export function storedTheme(scope: ThemeScope): Theme {
  const stored = window.localStorage.getItem(scope.storageKey);
  return isTheme(stored) ? stored : scope.defaultTheme;
}

export function storeTheme(scope: ThemeScope, theme: Theme): void {
  window.localStorage.setItem(scope.storageKey, theme);
}

/** Paints `theme` on <html>, as the head script (theme-script.ts) does before the first paint. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme, window.matchMedia(darkQuery).matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}
