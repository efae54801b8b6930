import { ShieldCheck } from 'lucide-react';
import { adminSections } from '#shared/admin-sections.ts';
import { useAuthState } from '../kit/session.ts';
import { SectionCard } from '../kit/section-card.tsx';
import { TeamSecondFactor } from '../second-factor/team-second-factor.tsx';
import { AdminsList } from './admins-list.tsx';
import { AuditLog } from './audit-log.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { GrantAdminForm } from './grant-admin-form.tsx';
import { securityCopy } from './security-copy.ts';

const copy = securityCopy;

/**
 * Security Management: grant, change and revoke admin roles, your password, the team's
 * second-factor rule, and the audit log. The team's controls are shown to the roles the team
 * routes let through; anyone else (support, should the section open to them) sees only their
 * password.
 */
export function SecurityCard() {
  const auth = useAuthState();
  const managesTeam =
    auth.status === 'signedIn' && adminSections.team.access.includes(auth.user.role);
  return (
    <SectionCard
      icon={ShieldCheck}
      title={copy.title}
      description={copy.description}
      className="flex flex-col gap-8"
    >
      <div className="grid gap-8 lg:grid-cols-2">
        {managesTeam && <GrantAdminForm />}
        <ChangePasswordForm />
      </div>
      {managesTeam && (
        <>
          <TeamSecondFactor />
          <AdminsList />
          <AuditLog />
        </>
      )}
    </SectionCard>
  );
}
