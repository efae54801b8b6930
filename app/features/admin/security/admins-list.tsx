import { UserMinus } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { rolesCopy } from '#content/admin-roles.ts';
import type { AdminAccount } from '#shared/contracts/admin.ts';
import type { AdminRole } from '#shared/contracts/auth.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../kit/format.ts';
import { commonCopy } from '../kit/kit-copy.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { adminKeys, sessionKey } from '../kit/query-keys.ts';
import { changeAdminRole, revokeAdmin } from './security-api.ts';
import { StatusBadge } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { securityCopy, securityNotices } from './security-copy.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';
import { useAdmins } from './use-security.ts';
import { EmailText } from '../kit/email-text.tsx';
import { RoleSelect } from './role-select.tsx';
import { ResetSecondFactor } from '../second-factor/reset-second-factor.tsx';
import { SecondFactorBadge } from '../second-factor/team-second-factor.tsx';

const copy = securityCopy;
const roleCopy = rolesCopy;

/**
 * Every admin and invited admin with their role, which an owner may change, and Revoke (the
 * server never lets the last owner who can sign in go).
 */
export function AdminsList() {
  const admins = useAdmins();
  const changeRole = useAdminAction({
    action: ({ admin, role }: { admin: AdminAccount; role: AdminRole }) =>
      changeAdminRole(admin.id, role),
    success: (changed) => ({
      title: securityNotices.roleChanged.title,
      description: fillPlaceholders(securityNotices.roleChanged.description, {
        email: changed.email,
        role: roleCopy.names[changed.role],
      }),
      variant: 'success',
    }),
    failure: securityNotices.roleChangeFailed,
    // The session too: an owner who made themselves support sees what support may.
    invalidates: [adminKeys.admins, adminKeys.audit, sessionKey],
  });
  const revoke = useAdminAction({
    action: (admin: AdminAccount) => revokeAdmin(admin.id),
    success: (_answer, admin) => ({
      title: securityNotices.adminRevoked.title,
      description: fillPlaceholders(securityNotices.adminRevoked.description, {
        email: admin.email,
      }),
      variant: 'success',
    }),
    failure: securityNotices.revokeFailed,
    invalidates: [adminKeys.admins, adminKeys.audit],
  });

  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">{copy.adminsTitle}</h3>
      <LoadStatus
        isPending={admins.isPending}
        isError={admins.isError}
        hasData={admins.data !== undefined}
        error={admins.error}
        onRetry={() => void admins.refetch()}
      />
      {admins.data && (
        <ul aria-label={copy.adminsTitle} className="flex flex-col divide-y rounded-md border">
          {admins.data.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:px-4">
              <div className="flex min-w-0 flex-1 basis-full flex-col gap-1 sm:basis-0">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium wrap-break-word">
                    <EmailText email={admin.email} />
                  </span>
                  {admin.isYou && <StatusBadge tone="info">{copy.you}</StatusBadge>}
                  {admin.status === 'active' ? (
                    <StatusBadge tone="success">{copy.active}</StatusBadge>
                  ) : (
                    <StatusBadge tone="warning">{copy.invited}</StatusBadge>
                  )}
                  <SecondFactorBadge hasFactor={admin.secondFactor} />
                </span>
                <span className="text-sm text-muted-foreground">
                  {`${copy.lastSignIn}: ${
                    admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : commonCopy.never
                  }`}
                </span>
              </div>
              <RoleSelect
                className="w-36"
                aria-label={fillPlaceholders(roleCopy.roleLabel, { email: admin.email })}
                value={admin.role}
                disabled={changeRole.isPending}
                onChange={(role) => changeRole.mutate({ admin, role })}
              />
              {admin.secondFactor && !admin.isYou && <ResetSecondFactor admin={admin} />}
              <RevokeButton
                admin={admin}
                busy={revoke.isPending}
                onConfirm={() => revoke.mutate(admin)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface RevokeButtonProps {
  admin: AdminAccount;
  busy: boolean;
  onConfirm: () => void;
}

function RevokeButton({ admin, busy, onConfirm }: RevokeButtonProps) {
  const email = { email: admin.email };
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={fillPlaceholders(copy.revokeLabel, email)}
        >
          <UserMinus className="size-4" aria-hidden />
          {copy.revoke}
        </Button>
      }
      title={copy.revokeConfirmTitle}
      description={
        <>
          {fillPlaceholders(copy.revokeConfirm, email)}
          {admin.isYou && ` ${copy.revokeConfirmSelf}`}
        </>
      }
      confirm={copy.revokeConfirmAction}
      onConfirm={onConfirm}
    />
  );
}
