import { createContext, use, useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { sectionsCopy } from '#content/admin-shell.ts';
import { adminPath } from '#shared/admin-path.ts';
import {
  adminSections,
  canOpenSection,
  landingSection,
  type AdminSectionId,
} from '#shared/admin-sections.ts';
import type { AuthUser } from '#shared/contracts/auth.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { shellCopy } from '../shell-copy.ts';
import { sectionIcons } from './section-icons.ts';

const copy = shellCopy;

// A React context rather than the outlet's: React Router's useOutletContext and <Navigate>
// would be bundled with the router that every public page loads, and the home page has no
// bytes to spare.
const AdminUserContext = createContext<AuthUser | undefined>(undefined);

/** Gives the sections the signed-in admin. */
export const AdminUserProvider = AdminUserContext.Provider;

export function useAdminUser(): AuthUser {
  const user = use(AdminUserContext);
  if (!user) throw new Error('useAdminUser needs the signed-in frame (AdminUserProvider).');
  return user;
}

/** Replaces the address (so Back skips it) once rendered. */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** A section's heading: every section page has one h1, its name; its cards are h2. */
function SectionHeading({ id, title }: { id: AdminSectionId; title: string }) {
  const Icon = sectionIcons[id];
  return (
    <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
      <Icon className="size-6 shrink-0 text-primary" aria-hidden />
      {title}
    </h1>
  );
}

/** A page the frame shows instead of a section: a heading, why, and the way back to work. */
export function SectionNotice({ title, text }: { title: ReactNode; text: string }) {
  const { role } = useAdminUser();
  return (
    <div className="flex flex-col gap-3">
      {title}
      <p className="text-muted-foreground">{text}</p>
      <p>
        <Link
          to={landingSection(role).path}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {copy.backToStart}
        </Link>
      </p>
    </div>
  );
}

/**
 * One section of the back office: its heading and its content, when the admin's role may
 * open it. The API refuses the same roles; this only spares them a screen of refusals.
 */
export function SectionPage({ id, children }: { id: AdminSectionId; children: ReactNode }) {
  const { role } = useAdminUser();
  if (!canOpenSection(role, id)) {
    // The admin path itself is every admin's way in: it sends each role to where it starts.
    if (adminSections[id].path === adminPath) {
      return <Redirect to={landingSection(role).path} />;
    }
    return (
      <SectionNotice
        title={<SectionHeading id={id} title={copy.notAvailableTitle} />}
        text={fillPlaceholders(copy.notAvailable, { section: sectionsCopy[id] })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading id={id} title={sectionsCopy[id]} />
      {children}
    </div>
  );
}
