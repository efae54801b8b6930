import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { sectionsCopy } from '#content/admin-shell.ts';
import { adminPath } from '#shared/admin-path.ts';
import {
  adminSectionIds,
  adminSections,
  canOpenSection,
  type AdminSectionGroup,
  type AdminSectionId,
} from '#shared/admin-sections.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { sectionGroupsCopy, shellCopy } from '../shell-copy.ts';
import { sectionIcons } from './section-icons.ts';

const groups: readonly AdminSectionGroup[] = ['analytics', 'management', 'publishing'];

/**
 * Brings the current section's link into the middle of the row when the row scrolls sideways
 * (narrower than 1024 px), so the section's name is in sight; the side bar never scrolls.
 */
function useCurrentLinkInSight() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return navRef;
}

/**
 * The sections the role may open, by group. A side bar from 1024 px; narrower, one row of
 * buttons that scrolls sideways on its own (the page does not), so the navigation takes one
 * line of a phone's first screen and the section's content starts right under it.
 */
export function SectionNav({ role }: { role: AdminRole }) {
  const navRef = useCurrentLinkInSight();
  return (
    <nav
      ref={navRef}
      aria-label={shellCopy.navLabel}
      className="relative -mx-4 flex snap-x scroll-px-4 [scrollbar-width:thin] gap-1.5 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0"
    >
      {groups.map((group) => {
        const ids = adminSectionIds.filter(
          (id) => adminSections[id].group === group && canOpenSection(role, id),
        );
        if (ids.length === 0) return null;
        const labelId = `admin-nav-${group}`;
        return (
          <div key={group} className="contents lg:flex lg:flex-col lg:gap-1">
            {/* Not a heading: it would come before the section's h1. It names the list. */}
            <p
              id={labelId}
              className="sr-only px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase lg:not-sr-only"
            >
              {sectionGroupsCopy[group]}
            </p>
            <ul aria-labelledby={labelId} className="contents lg:flex lg:flex-col lg:gap-0.5">
              {ids.map((id) => (
                <SectionLink key={id} id={id} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

function SectionLink({ id }: { id: AdminSectionId }) {
  const Icon = sectionIcons[id];
  const { path } = adminSections[id];
  return (
    <li className="shrink-0 snap-start">
      <NavLink
        to={path}
        // The admin path is Overview's alone, not a prefix of every section.
        end={path === adminPath}
        className={({ isActive }) =>
          cn(
            'flex min-h-9 items-center gap-2 rounded-md border px-2.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring lg:min-h-10 lg:border-transparent lg:px-3',
            isActive
              ? 'border-primary bg-primary text-primary-foreground lg:border-transparent'
              : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
          )
        }
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        {sectionsCopy[id]}
      </NavLink>
    </li>
  );
}
