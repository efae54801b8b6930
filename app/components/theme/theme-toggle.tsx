import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { nextTheme } from './theme-rule.ts';
import { useTheme } from './theme-provider.tsx';

const label = 'Toggle theme';

/** The button and its two icons; CSS shows the one that fits the class on <html>. */
function ThemeToggleButton(props: ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Sun className="size-5 transition-transform dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon
        className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
        aria-hidden
      />
    </Button>
  );
}

/** The public pages' toggle: server markup only, brought to life by theme-toggle-island.ts. */
export function ThemeToggleIsland() {
  return <ThemeToggleButton type="button" data-island="theme-toggle" />;
}

/** The back office's toggle, in its React frame. */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return <ThemeToggleButton onClick={() => setTheme(nextTheme(theme))} />;
}
