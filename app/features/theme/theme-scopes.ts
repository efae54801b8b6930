import { isAdminPath } from '#shared/admin-path.ts';
import type { Theme } from './theme-rule.ts';

export interface ThemeScope {
  storageKey: string;
  defaultTheme: Theme;
}

/** The public site and the admin app keep their themes apart, each with its own default. */
export const publicThemeScope: ThemeScope = { storageKey: 'vite-ui-theme', defaultTheme: 'system' };
export const adminThemeScope: ThemeScope = {
  storageKey: 'child-support-theme',
  defaultTheme: 'dark',
};

export function themeScopeFor(pathname: string): ThemeScope {
  return isAdminPath(pathname) ? adminThemeScope : publicThemeScope;
}
