import { ExternalLink, Scale } from 'lucide-react';
import type { ReactNode } from 'react';
import { ThemeToggleIsland } from '#app/components/theme/theme-toggle.tsx';
import { ToasterIslandRoot } from '#app/components/ui/toaster-island-root.tsx';
import { useIslandModule } from '#app/features/admin/kit/use-island-module.ts';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { pageLinks } from '#content/page-links.ts';
import { frameCopy } from './shell-copy.ts';

const copy = frameCopy;

// The public pages' toaster and theme toggle: the back office loads no islands entry.
const loadToaster = () => import('#app/components/ui/toaster-island.ts');
const loadThemeToggle = () => import('#app/components/theme/theme-toggle-island.ts');

/** The back office's own frame: a slim header, the page, and the toasts. No public widgets. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { brand } = useSiteInfo();
  const themeToggle = useIslandModule<HTMLButtonElement>(loadThemeToggle);
  // Mounted after hydration, as on the public pages: its live region tells browser tests that
  // the page is interactive.
  const toaster = useIslandModule<HTMLDivElement>(loadToaster);
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4">
          <a
            href={pageLinks.admin.path}
            className="flex min-w-0 items-center gap-2 rounded-md font-bold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Scale className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="truncate">{brand}</span>
            <span className="hidden rounded-md bg-muted px-1.5 py-0.5 text-xs font-semibold text-muted-foreground sm:inline">
              {copy.section}
            </span>
          </a>
          <div className="flex shrink-0 items-center gap-1">
            <a
              href={pageLinks.home.path}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* Icon only on a phone, where the brand needs the room; still named for screen readers. */}
              <span className="sr-only sm:not-sr-only">{copy.viewSite}</span>
              <ExternalLink className="size-4" aria-hidden />
            </a>
            <ThemeToggleIsland ref={themeToggle} />
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {/* At the foot of a phone's screen, clear of the header (toaster-island.ts). */}
      <ToasterIslandRoot ref={toaster} edge="bottom" />
    </div>
  );
}
