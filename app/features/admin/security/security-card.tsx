import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { adminSections } from '#shared/admin-sections.ts';
import { AdminCardContent, AdminCardHeader } from '../kit/admin-card.tsx';
import { useAuthState } from '../kit/session.ts';
import { AdminsList } from './admins-list.tsx';
import { AuditLog } from './audit-log.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { GrantAdminForm } from './grant-admin-form.tsx';
import { securityCopy } from './security-copy.ts';

const copy = securityCopy;

/**
 * Security Management: grant, change and revoke admin roles, your password, and the audit
 * log. The team's controls are shown to the roles the team routes let through; anyone else
 * (support, should the section open to them) sees only their password.
 */
export function SecurityCard() {
  const titleId = `${useId()}-security`;
  const auth = useAuthState();
  const managesTeam =
    auth.status === 'signedIn' && adminSections.team.access.includes(auth.user.role);
  return (
    <Card aria-labelledby={titleId}>
      <AdminCardHeader
        icon={ShieldCheck}
        title={copy.title}
        titleId={titleId}
        description={copy.description}
      />
      <AdminCardContent className="flex flex-col gap-8">
        <div className="grid gap-8 lg:grid-cols-2">
          {managesTeam && <GrantAdminForm />}
          <ChangePasswordForm />
        </div>
        {managesTeam && (
          <>
            <AdminsList />
            <AuditLog />
          </>
        )}
      </AdminCardContent>
    </Card>
  );
}
