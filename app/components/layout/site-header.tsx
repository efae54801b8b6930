import { ButtonLink } from '#app/components/ui/button.tsx';
import { SiteLink, SiteNavLink } from '#app/components/ui/site-link.tsx';
import { cn } from '#app/lib/cn.ts';
import { ThemeToggleIsland } from '#app/components/theme/theme-toggle.tsx';
import { BrandMark, brandLinkClass } from './brand-mark.tsx';
import { MenuButton, mobileMenuId } from './menu-button.tsx';
import { getStartedLink, headerLinks } from './nav-links.ts';

// Every nav link is a 44 px touch target, in the header bar and in the phone menu alike.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

/**
 * Rendered the same on the server and in the browser: the phone menu is in the markup,
 * hidden, and menu-island.ts opens it. Without scripts its links are all in the footer.
 */
export function SiteHeader({ brand }: { brand: string }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 [backdrop-filter:blur(8px)] supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLink to="/" className={brandLinkClass}>
          <BrandMark />
          {brand}
        </SiteLink>
        <nav aria-label="Main" className="hidden items-center lg:flex xl:gap-1">
          {headerLinks.map((link) => (
            <SiteNavLink key={link.to} to={link.to} end className={navLinkClass}>
              {link.label}
            </SiteNavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggleIsland />
          {/* A wrapper hides it: `hidden` on the button itself would lose to its own `inline-flex`. */}
          <div className="hidden sm:block">
            <ButtonLink to={getStartedLink.to} data-cta-location="header" data-cta-type="button">
              {getStartedLink.label}
            </ButtonLink>
          </div>
          <MenuButton />
        </div>
      </div>
      <nav id={mobileMenuId} aria-label="Mobile" className="border-t px-4 pb-4 lg:hidden" hidden>
        <ul className="flex flex-col gap-1 pt-2">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <SiteNavLink to={link.to} end className={navLinkClass}>
                {link.label}
              </SiteNavLink>
            </li>
          ))}
          <li className="pt-2">
            <ButtonLink
              className="min-h-11 w-full"
              to={getStartedLink.to}
              data-cta-location="mobile_menu"
              data-cta-type="button"
            >
              {getStartedLink.label}
            </ButtonLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
