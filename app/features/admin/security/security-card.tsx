import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { AdminCardContent, AdminCardHeader } from '../admin-card.tsx';
import { AdminsList } from './admins-list.tsx';
import { AuditLog } from './audit-log.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { GrantAdminForm } from './grant-admin-form.tsx';

const copy = adminCopy.security;

/** Security Management: grant and revoke the admin role, your password, and the audit log. */
export function SecurityCard() {
  const titleId = `${useId()}-security`;
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
          <GrantAdminForm />
          <ChangePasswordForm />
        </div>
        <AdminsList />
        <AuditLog />
      </AdminCardContent>
    </Card>
  );
}
