import { UserMinus } from 'lucide-react';
import { useId } from 'react';
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
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#app/components/ui/table.tsx';
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

const copy = adminCopy.security;

/** Every admin and invited admin, with Revoke (the server never lets the last one go). */
export function AdminsTable() {
  const titleId = `${useId()}-admins`;
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
  const columns = copy.adminColumns;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="font-semibold">
        {copy.adminsTitle}
      </h3>
      <LoadStatus
        isPending={admins.isPending}
        isError={admins.isError}
        hasData={admins.data !== undefined}
        error={admins.error}
        onRetry={() => void admins.refetch()}
      />
      {admins.data && (
        <Table label={copy.adminsTitle}>
          <TableHeader>
            <TableRow>
              <TableHead>{columns.email}</TableHead>
              <TableHead>{columns.status}</TableHead>
              <TableHead>{columns.lastSignIn}</TableHead>
              <TableHead>
                <span className="sr-only">{columns.actions}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {admins.data.map((admin) => (
              <TableRow key={admin.id}>
                <TableCell className="font-medium break-all">
                  {admin.email}
                  {admin.isYou && (
                    <span className="ml-2 align-middle">
                      <StatusBadge tone="info">{copy.you}</StatusBadge>
                    </span>
                  )}
                </TableCell>
                <TableCell>
                  {admin.status === 'active' ? (
                    <StatusBadge tone="success">{copy.active}</StatusBadge>
                  ) : (
                    <StatusBadge tone="warning">{copy.invited}</StatusBadge>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : adminCopy.common.never}
                </TableCell>
                <TableCell className="text-right">
                  <RevokeButton
                    admin={admin}
                    busy={revoke.isPending}
                    onConfirm={() => revoke.mutate(admin)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
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
