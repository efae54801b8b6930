import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Theme } from './theme-rule.ts';
import type { ThemeScope } from './theme-scopes.ts';
import { applyTheme, storedTheme, storeTheme, themeChangeEvent } from './theme-store.ts';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Holds the theme of one scope (public site or admin), stored in localStorage, for the
 * hydrated pages: the back office's toggle and the toaster's colours read it. The server
 * renders the default; the inline head script has already painted the stored choice, and
 * React reads it right after hydration. It follows the toggle island's changes by their
 * event (theme-store.ts).
 */
export function ThemeProvider({ scope, children }: { scope: ThemeScope; children: ReactNode }) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === scope.storageKey) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(themeChangeEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(themeChangeEvent, onChange);
      };
    },
    [scope],
  );
  const theme = useSyncExternalStore(
    subscribe,
    () => storedTheme(scope),
    () => scope.defaultTheme,
  );

  // The head script (theme-script.ts) follows the system's theme; this paints a choice made here.
  useEffect(() => applyTheme(theme), [theme]);

  const setTheme = useCallback((next: Theme) => storeTheme(scope, next), [scope]);

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
