import { isAdminPath } from '#shared/admin-path.ts';
import type { Theme } from './theme-rule.ts';

export interface ThemeScope {
  storageKey: string;
  defaultTheme: Theme;
}

/**
 * The public site and the admin app keep their choices apart; until a choice is made, both
 * follow the system's light or dark preference (decision 097).
 */
export const publicThemeScope: ThemeScope = { storageKey: 'vite-ui-theme', defaultTheme: 'system' };
export const adminThemeScope: ThemeScope = {
  storageKey: 'child-support-theme',
  defaultTheme: 'system',
};

export function themeScopeFor(pathname: string): ThemeScope {
  return isAdminPath(pathname) ? adminThemeScope : publicThemeScope;
}
