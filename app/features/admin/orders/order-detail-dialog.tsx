import { LoaderCircle } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#app/features/admin/kit/ui/dialog.tsx';
import { fillPlaceholders } from '#shared/placeholders.ts';
import { LoadStatus } from '../kit/load-status.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDownloads } from './order-downloads.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderMails } from './order-mails.tsx';
import { OrderStatus } from './order-status.tsx';
import { orderDetailCopy } from './orders-copy.ts';
import { useOrderDetail } from './use-orders.ts';
import { EmailText } from '../kit/email-text.tsx';

const copy = orderDetailCopy;

/** One order, for support: who bought, how it was paid, its mails and downloads, and what can be done. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const detail = useOrderDetail(orderId);
  const { data } = detail;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={copy.close}
        className="sm:max-w-3xl"
        header={
          <>
            <DialogTitle className="text-lg leading-tight font-semibold wrap-anywhere">
              {fillPlaceholders(copy.title, { id: orderId })}
            </DialogTitle>
            <DialogDescription asChild>
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                {data ? (
                  <>
                    <OrderStatus status={data.order.status} />
                    <span className="wrap-break-word">
                      <EmailText email={data.order.customerEmail} />
                    </span>
                  </>
                ) : (
                  <span className="flex items-center gap-2">
                    <LoaderCircle className="size-4 animate-spin" aria-hidden />
                    {copy.loading}
                  </span>
                )}
              </div>
            </DialogDescription>
          </>
        }
      >
        <div className="flex flex-col gap-6 p-4 sm:p-6">
          <LoadStatus
            isPending={false}
            isError={detail.isError}
            hasData={data !== undefined}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
          {data && (
            <>
              <OrderActions detail={data} />
              <OrderFacts detail={data} />
              <OrderMails mails={data.mails} />
              <OrderDownloads detail={data} />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
