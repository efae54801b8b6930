import { Send, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { OrderDetail } from '#shared/contracts/admin.ts';
import { refundOrder, resendDelivery } from './orders-api.ts';
import { adminKeys } from '../kit/query-keys.ts';
import { useAdminAction } from '../kit/use-admin-action.ts';
import { DetailSection } from '../kit/detail-section.tsx';
import { orderDetailCopy, ordersNotices } from './orders-copy.ts';
import { ConfirmAction } from '../kit/confirm-action.tsx';

const copy = orderDetailCopy;

/**
 * Refund (after a confirmation; unavailable with the server's reason outside the
 * refund window) and Resend delivery. Each ends with a toast and fresh data.
 */
export function OrderActions({ detail }: { detail: OrderDetail }) {
  const { order, refund } = detail;
  const id = useId();
  const refundAction = useAdminAction({
    action: refundOrder,
    success: () => ({ ...ordersNotices.refunded, variant: 'success' }),
    failure: ordersNotices.refundFailed,
    invalidates: [adminKeys.orders, adminKeys.audit],
  });
  const resendAction = useAdminAction({
    action: resendDelivery,
    success: () => ({ ...ordersNotices.deliveryResent, variant: 'success' }),
    failure: ordersNotices.resendFailed,
    invalidates: [adminKeys.orders, adminKeys.audit],
  });
  const canResend = order.status === 'completed';
  const refundReasonId = `${id}-refund-reason`;
  const resendHelpId = `${id}-resend-help`;

  return (
    <DetailSection title={copy.actions}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col items-start gap-2">
          <ConfirmAction
            trigger={
              <Button
                variant="destructive"
                disabled={!refund.allowed || refundAction.isPending}
                aria-describedby={refund.reason ? refundReasonId : undefined}
              >
                <Undo2 className="size-4" aria-hidden />
                {refundAction.isPending ? copy.refunding : copy.refund}
              </Button>
            }
            title={copy.refundConfirmTitle}
            description={copy.refundConfirm}
            confirm={copy.refundConfirmAction}
            onConfirm={() => refundAction.mutate(order.id)}
          />
          {refund.reason && (
            <p id={refundReasonId} className="text-sm text-muted-foreground">
              {refund.reason}
            </p>
          )}
        </div>
        <div className="flex flex-col items-start gap-2">
          <Button
            variant="outline"
            disabled={!canResend || resendAction.isPending}
            aria-describedby={resendHelpId}
            onClick={() => resendAction.mutate(order.id)}
          >
            <Send className="size-4" aria-hidden />
            {resendAction.isPending ? copy.resending : copy.resend}
          </Button>
          <p id={resendHelpId} className="text-sm text-muted-foreground">
            {canResend ? copy.resendHelp : copy.resendUnavailable}
          </p>
        </div>
      </div>
    </DetailSection>
  );
}
