import { UserMinus } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/components/ui/alert-dialog.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import type { AdminAccount } from '#shared/contracts/admin.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { formatDateTime } from '../format.ts';
import { LoadStatus } from '../load-status.tsx';
import { adminKeys } from '../query-keys.ts';
import { revokeAdmin } from '../security-api.ts';
import { StatusBadge } from '../status-badge.tsx';
import { useAdminAction } from '../use-admin-action.ts';
import { useAdmins } from './use-security.ts';
import { EmailText } from '../email-text.tsx';

const copy = adminCopy.security;

/** Every admin and invited admin, with Revoke (the server never lets the last one go). */
export function AdminsList() {
  const admins = useAdmins();
  const revoke = useAdminAction({
    action: (admin: AdminAccount) => revokeAdmin(admin.id),
    success: (_answer, admin) => ({
      title: adminNotices.adminRevoked.title,
      description: fillPlaceholders(adminNotices.adminRevoked.description, { email: admin.email }),
      variant: 'success',
    }),
    failure: adminNotices.revokeFailed,
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
              <div className="flex min-w-0 flex-1 flex-col gap-1">
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
                </span>
                <span className="text-sm text-muted-foreground">
                  {`${copy.lastSignIn}: ${
                    admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : adminCopy.common.never
                  }`}
                </span>
              </div>
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
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={fillPlaceholders(copy.revokeLabel, email)}
        >
          <UserMinus className="size-4" aria-hidden />
          {copy.revoke}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{copy.revokeConfirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>
          {fillPlaceholders(copy.revokeConfirm, email)}
          {admin.isYou && ` ${copy.revokeConfirmSelf}`}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{adminCopy.common.cancel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{copy.revokeConfirmAction}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
