import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { isTheme, resolveTheme, type Theme } from './theme-rule.ts';
import type { ThemeScope } from './theme-scopes.ts';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const darkQuery = '(prefers-color-scheme: dark)';
// Tells this tab's subscribers that the stored theme changed; other tabs get a storage event.
const localChangeEvent = 'theme-change';

function applyTheme(theme: Theme) {
  const resolved = resolveTheme(theme, window.matchMedia(darkQuery).matches);
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

/**
 * Holds the theme of one scope (public site or admin), stored in localStorage.
 * The server renders the default; the inline head script has already painted the
 * stored choice, and React reads it right after hydration.
 */
export function ThemeProvider({ scope, children }: { scope: ThemeScope; children: ReactNode }) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === scope.storageKey) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(localChangeEvent, onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(localChangeEvent, onChange);
      };
    },
    [scope],
  );
  const theme = useSyncExternalStore(
    subscribe,
    () => {
      const stored = window.localStorage.getItem(scope.storageKey);
      return isTheme(stored) ? stored : scope.defaultTheme;
    },
    () => scope.defaultTheme,
  );

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    const media = window.matchMedia(darkQuery);
    const onSystemChange = () => applyTheme(theme);
    media.addEventListener('change', onSystemChange);
    return () => media.removeEventListener('change', onSystemChange);
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      window.localStorage.setItem(scope.storageKey, next);
      window.dispatchEvent(new Event(localChangeEvent));
    },
    [scope],
  );

  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
