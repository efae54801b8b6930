import { RotateCcw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { adminCopy } from '#content/admin-copy.ts';
import { adminNotices } from '#content/admin-notices.ts';
import type { OrderMail } from '#shared/contracts/admin.ts';
import { formatDateTime } from '../format.ts';
import { requeueMail } from '../orders-api.ts';
import { adminKeys } from '../query-keys.ts';
import { StatusBadge, type StatusTone } from '../status-badge.tsx';
import { useAdminAction } from '../use-admin-action.ts';
import { DetailSection, FactList } from './detail-section.tsx';

const copy = adminCopy.orderDetail;
const columns = copy.mailFacts;

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
  return (
    <DetailSection title={copy.mails}>
      {mails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.noMails}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {mails.map((mail) => (
            <li key={mail.id} className="flex flex-col gap-3 p-3 sm:p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{adminCopy.mailKinds[mail.kind] ?? mail.kind}</span>
                <StatusBadge tone={mailTones[mail.status] ?? 'neutral'}>{mail.status}</StatusBadge>
                {mail.status === 'failed' && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="ml-auto"
                    disabled={requeue.isPending}
                    onClick={() => requeue.mutate(mail.id)}
                  >
                    <RotateCcw className="size-4" aria-hidden />
                    {copy.requeue}
                  </Button>
                )}
              </div>
              <FactList
                facts={[
                  { label: columns.recipient, value: mail.recipient },
                  { label: columns.attempts, value: String(mail.attempts) },
                  {
                    label: columns.sent,
                    value: mail.sentAt ? formatDateTime(mail.sentAt) : adminCopy.common.none,
                  },
                  ...(mail.lastError ? [{ label: columns.lastError, value: mail.lastError }] : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
