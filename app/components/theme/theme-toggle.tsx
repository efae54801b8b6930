import { Moon, Sun } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '#app/components/ui/button.tsx';

const label = 'Toggle theme';

/**
 * The site's one theme toggle: server markup with both icons, CSS showing the one that fits
 * the class on <html>, brought to life by theme-toggle-island.ts (by the islands entry on the
 * public pages, by the frame through `ref` in the back office).
 */
export function ThemeToggleIsland({ ref }: { ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      data-island="theme-toggle"
    >
      <Sun className="size-5 transition-transform dark:scale-0 dark:-rotate-90" aria-hidden />
      <Moon
        className="absolute size-5 scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0"
        aria-hidden
      />
    </Button>
  );
}
