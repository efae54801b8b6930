import { NavLink } from 'react-router';
import { cn } from '#app/lib/cn.ts';
import { adminCopy } from '#content/admin-copy.ts';
import { adminPath } from '#shared/admin-path.ts';
import {
  adminSectionIds,
  adminSections,
  canOpenSection,
  type AdminSectionGroup,
  type AdminSectionId,
} from '#shared/admin-sections.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { sectionIcons } from './section-icons.ts';

const groups: readonly AdminSectionGroup[] = ['analytics', 'management'];

/**
 * The sections the role may open, by group. A side bar from 1024 px; narrower, one bar of
 * buttons that wraps, so every section is one tap away and nothing scrolls sideways.
 */
export function SectionNav({ role }: { role: AdminRole }) {
  return (
    <nav
      aria-label={adminCopy.shell.navLabel}
      className="flex flex-wrap gap-1.5 lg:flex-col lg:gap-5"
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
              {adminCopy.sectionGroups[group]}
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
    <li>
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
        {adminCopy.sections[id]}
      </NavLink>
    </li>
  );
}
