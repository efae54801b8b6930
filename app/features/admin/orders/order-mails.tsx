import { RotateCcw } from 'lucide-react';
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
import type { OrderMail } from '#shared/contracts/admin.ts';
import { formatDateTime } from '../format.ts';
import { requeueMail } from '../orders-api.ts';
import { adminKeys } from '../query-keys.ts';
import { StatusBadge, type StatusTone } from '../status-badge.tsx';
import { useAdminAction } from '../use-admin-action.ts';
import { DetailSection } from './detail-section.tsx';

const copy = adminCopy.orderDetail;

const mailTones: Record<string, StatusTone> = {
  sent: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** Each mail sent for the order; one that failed for good can be queued again. */
export function OrderMails({ mails }: { mails: readonly OrderMail[] }) {
  const requeue = useAdminAction({
    action: requeueMail,
    success: () => ({ ...adminNotices.mailRequeued, variant: 'success' }),
    failure: adminNotices.requeueFailed,
    invalidates: [adminKeys.orders, adminKeys.audit],
  });
  const columns = copy.mailColumns;
  return (
    <DetailSection title={copy.mails}>
      {mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noMails}</p>
      ) : (
        <Table label={copy.mails}>
          <TableHeader>
            <TableRow>
              <TableHead>{columns.kind}</TableHead>
              <TableHead>{columns.recipient}</TableHead>
              <TableHead>{columns.status}</TableHead>
              <TableHead>{columns.attempts}</TableHead>
              <TableHead>{columns.sent}</TableHead>
              <TableHead>{columns.lastError}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {mails.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell className="font-medium whitespace-nowrap">{mail.kind}</TableCell>
                <TableCell className="break-all">{mail.recipient}</TableCell>
                <TableCell>
                  <div className="flex flex-col items-start gap-2">
                    <StatusBadge tone={mailTones[mail.status] ?? 'neutral'}>
                      {mail.status}
                    </StatusBadge>
                    {mail.status === 'failed' && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={requeue.isPending}
                        onClick={() => requeue.mutate(mail.id)}
                      >
                        <RotateCcw className="size-4" aria-hidden />
                        {copy.requeue}
                      </Button>
                    )}
                  </div>
                </TableCell>
                <TableCell className="tabular-nums">{mail.attempts}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {mail.sentAt ? formatDateTime(mail.sentAt) : adminCopy.common.none}
                </TableCell>
                <TableCell className="min-w-48 text-xs break-words text-muted-foreground">
                  {mail.lastError ?? adminCopy.common.none}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DetailSection>
  );
}
