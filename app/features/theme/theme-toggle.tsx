import { Moon, Sun } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { nextTheme } from './theme-rule.ts';
import { useTheme } from './theme-provider.tsx';

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(nextTheme(theme))}
      aria-label="Toggle theme"
    >
      <Sun className="size-5 transition-transform dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon
        className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
        aria-hidden
      />
    </Button>
  );
}
