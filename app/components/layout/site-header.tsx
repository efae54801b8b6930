import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { SiteLink, SiteNavLink } from '#app/components/ui/site-link.tsx';
import { cn } from '#app/lib/cn.ts';
import { ThemeToggle } from '#app/features/theme/theme-toggle.tsx';
import { BrandMark, brandLinkClass } from './brand-mark.tsx';
import { getStartedLink, headerLinks } from './nav-links.ts';

// Every nav link is a 44 px touch target, in the header bar and in the phone menu alike.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export function SiteHeader({ brand }: { brand: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLink to="/" className={brandLinkClass} onClick={closeMenu}>
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
          <ThemeToggle />
          {/* A wrapper hides it: `hidden` on the button itself would lose to its own `inline-flex`. */}
          <div className="hidden sm:block">
            <ButtonLink to={getStartedLink.to} data-cta-location="header" data-cta-type="button">
              {getStartedLink.label}
            </ButtonLink>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-5" aria-hidden />
            ) : (
              <Menu className="size-5" aria-hidden />
            )}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <SiteNavLink to={link.to} end className={navLinkClass} onClick={closeMenu}>
                  {link.label}
                </SiteNavLink>
              </li>
            ))}
            <li className="pt-2">
              <ButtonLink
                className="min-h-11 w-full"
                to={getStartedLink.to}
                onClick={closeMenu}
                data-cta-location="mobile_menu"
                data-cta-type="button"
              >
                {getStartedLink.label}
              </ButtonLink>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
