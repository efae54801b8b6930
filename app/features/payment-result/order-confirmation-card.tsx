import { Download, Mail, Receipt } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { paymentResultCopy } from '#content/payment-result.ts';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { formatAmount, formatPrice } from '#shared/money.ts';
import { usePaymentResultCopy } from './payment-result-copy.ts';
import { useResendDelivery } from './use-resend-delivery.ts';
import type { VerifiedOrder } from './verification.ts';

const copy = paymentResultCopy.order;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  );
}

/** What was bought, and the guide right away: download now or have the e-mail sent again. */
export function OrderConfirmationCard({ order }: { order: VerifiedOrder }) {
  const titleId = useId();
  const { busy, resend } = useResendDelivery(order.sessionId);
  const { offer } = useSiteInfo();
  const { downloadNote } = usePaymentResultCopy().order;
  // The price may have changed since this order started: the buyer sees what they paid.
  const paid = order.amountPaid ?? offer.price;
  const regular = offer.compareAtPrice;
  return (
    <Card tone="highlight" aria-labelledby={titleId}>
      <IconCardHeader icon={Receipt} title={copy.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 text-sm">
          <Row term={copy.product}>{offer.name}</Row>
          <Row term={copy.price}>
            {regular !== null && regular > paid && (
              <>
                <span className="sr-only">{copy.regularPrice} </span>
                <s className="mr-2 text-muted-foreground">{formatPrice(regular)}</s>
              </>
            )}
            {`$${formatAmount(paid)}`}
          </Row>
          <Row term={copy.orderId}>{order.orderId}</Row>
          {order.email && <Row term={copy.email}>{order.email}</Row>}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          {order.downloadUrl && (
            // A POST answered with the PDF: the file arrives and this page stays. The link
            // itself only shows a page, so mail scanners that follow it use up nothing.
            <form method="post" action={order.downloadUrl} className="flex">
              <Button type="submit" size="lg" className="w-full">
                <Download className="size-5" aria-hidden />
                {copy.download}
              </Button>
            </form>
          )}
          <Button variant="outline" size="lg" disabled={busy} onClick={() => void resend()}>
            <Mail className="size-5" aria-hidden />
            {busy ? copy.resendBusy : copy.resend}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{downloadNote}</p>
      </CardContent>
    </Card>
  );
}
