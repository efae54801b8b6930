import { RotateCcw } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { mailKindsCopy } from '#content/mail-kind-labels.ts';
import type { OrderMail } from '#shared/contracts/admin.ts';
import { formatDateTime } from '../kit/format.ts';
import { commonCopy, kitNotices } from '../kit/kit-copy.ts';
import { requeueMail } from './orders-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { StatusBadge, type StatusTone } from '../kit/status-badge.tsx';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { DetailSection, FactList } from '../kit/detail-section.tsx';
import { orderDetailCopy } from './orders-copy.ts';

const copy = orderDetailCopy;
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
    success: () => ({ ...kitNotices.mailRequeued, variant: 'success' }),
    failure: kitNotices.requeueFailed,
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
                <span className="font-medium">{mailKindsCopy[mail.kind] ?? mail.kind}</span>
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
                    value: mail.sentAt ? formatDateTime(mail.sentAt) : commonCopy.none,
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
