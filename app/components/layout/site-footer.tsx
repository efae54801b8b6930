import { SiteLink } from '#app/components/ui/site-link.tsx';
import { libraryCopy } from '#content/library.ts';
import { siteCopy } from '#content/site-copy.ts';
import { pageLinks } from '#content/page-links.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { footerLegalLinks, footerQuickLinks, type NavLink } from './nav-links.ts';

function LinkColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="text-sm">
        {links.map((link) => (
          <li key={link.label}>
            {/* 44 px tall: a touch target, not a line of small print. */}
            <SiteLink
              to={link.to}
              className="inline-flex min-h-11 items-center text-muted-foreground hover:text-foreground hover:underline"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({ site }: { site: SiteInfo }) {
  // When the address must wrap, it wraps before the "@", not inside a word.
  const [mailbox, domain] = site.supportEmail.split('@');
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-sm font-semibold">{site.brand}</h2>
          <p className="text-sm text-muted-foreground">{siteCopy.footerBlurb}</p>
        </div>
        <LinkColumn title="Quick Links" links={footerQuickLinks} />
        <LinkColumn title="Legal Information" links={footerLegalLinks} />
        <div>
          <h2 className="mb-3 text-sm font-semibold">Support</h2>
          <a
            href={`mailto:${site.supportEmail}`}
            className="inline-flex min-h-11 items-center text-sm break-words text-muted-foreground hover:text-foreground hover:underline"
          >
            <span>
              {mailbox}
              <wbr />@{domain}
            </span>
          </a>
          {/* A document load, not a client-side one: the library's cookie has Path=/library. */}
          <a
            href={pageLinks.library.path}
            className="flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline"
          >
            {libraryCopy.footerLink}
          </a>
        </div>
      </div>
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {`© ${site.year} ${site.brand}. ${siteCopy.rightsReserved}`}
      </p>
    </footer>
  );
}
