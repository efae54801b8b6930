import { ExternalLink, Scale } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeToggle } from '#app/components/theme/theme-toggle.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { pageLinks } from '#content/page-links.ts';
import { frameCopy } from './shell-copy.ts';

const copy = frameCopy;

// The toaster and the hydration check are written here rather than taken from DeferredToaster
// and useHydrated: sharing those modules with the public frame makes the bundler split the
// public pages' chunks differently, which costs the home page 13 to 180 bytes of its budget.
const subscribeToNothing = () => () => undefined;
const Toaster = lazy(() => import('#app/components/ui/toaster.tsx'));

/** The back office's own frame: a slim header, the page, and the toasts. No public widgets. */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { brand } = useSiteInfo();
  // After hydration only, like the public frame's toaster: its live region tells browser tests
  // that the page is interactive.
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
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
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {hydrated && (
        <Suspense fallback={null}>
          <Toaster phoneEdge="bottom" />
        </Suspense>
      )}
    </div>
  );
}
