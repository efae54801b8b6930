import { Download, Mail, Receipt } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import type { paymentResultCopy } from '#content/payment-result.ts';
import { formatAmount, formatPrice } from '#shared/money.ts';
import type { SiteInfo } from '#shared/site-info.ts';
import { salesTaxCopy } from '#content/sales-tax.ts';
import {
  beforeTaxAttribute,
  busyLabelAttribute,
  regularPriceAttribute,
  resultPart,
  type ResultPart,
} from './payment-result-parts.ts';

function Row({
  term,
  part,
  termProps,
  valuePart,
  children,
}: {
  term: string;
  part?: ResultPart;
  termProps?: Record<string, string>;
  valuePart?: ResultPart;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1" {...(part && resultPart(part))}>
      <dt className="text-muted-foreground" {...termProps}>
        {term}
      </dt>
      <dd className="font-medium break-all" {...(valuePart && resultPart(valuePart))}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What was bought, and the guide right away: download now or have the e-mail sent again. The
 * order's facts (amount paid, order id, address, download link) are the island's to fill in.
 */
export function OrderConfirmationCard({
  copy,
  offer,
}: {
  copy: (typeof paymentResultCopy)['order'];
  offer: SiteInfo['offer'];
}) {
  const titleId = useId();
  const regular = offer.compareAtPrice;
  return (
    <Card tone="highlight" aria-labelledby={titleId}>
      <IconCardHeader icon={Receipt} title={copy.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-4">
        <dl className="flex flex-col gap-2 text-sm">
          <Row term={copy.product}>{offer.name}</Row>
          <Row
            term={copy.price}
            termProps={{
              ...resultPart('price-term'),
              [beforeTaxAttribute]: salesTaxCopy.beforeTax,
            }}
          >
            {regular !== null && (
              <span {...resultPart('regular-price')} {...{ [regularPriceAttribute]: regular }}>
                <span className="sr-only">{copy.regularPrice} </span>
                <s className="mr-2 text-muted-foreground">{formatPrice(regular)}</s>
              </span>
            )}
            {/* The price may have changed since this order started: the buyer sees what they paid. */}
            <span {...resultPart('amount')}>{`$${formatAmount(offer.price)}`}</span>
          </Row>
          {/* Sales tax and the total with it: removed by the island when none was charged. */}
          <Row term={salesTaxCopy.tax} part="tax-row" valuePart="tax" />
          <Row term={salesTaxCopy.total} part="total-row" valuePart="total" />
          <Row term={copy.orderId} valuePart="order-id" />
          <Row term={copy.email} part="email-row" valuePart="email" />
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* A POST answered with the PDF: the file arrives and this page stays. The link
              itself only shows a page, so mail scanners that follow it use up nothing. */}
          <form method="post" className="flex" {...resultPart('download')}>
            <Button type="submit" size="lg" className="w-full">
              <Download className="size-5" aria-hidden />
              {copy.download}
            </Button>
          </form>
          <Button
            type="button"
            variant="outline"
            size="lg"
            {...resultPart('resend')}
            {...{ [busyLabelAttribute]: copy.resendBusy }}
          >
            <Mail className="size-5" aria-hidden />
            <span {...resultPart('resend-label')}>{copy.resend}</span>
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{copy.downloadNote}</p>
      </CardContent>
    </Card>
  );
}
