import { Download, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card.tsx';
import { libraryCopy } from '#content/library.ts';
import { libraryPaths, type LibraryOrder, type LibraryView } from '#shared/contracts/library.ts';
import { formatPrice } from '#shared/money.ts';
import { formatLibraryDate } from './library-dates.ts';

const copy = libraryCopy.signedIn;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Guarantee({ endsAt, now }: { endsAt: string; now: Date }) {
  const date = formatLibraryDate(endsAt);
  const open = new Date(endsAt).getTime() >= now.getTime();
  return <p>{open ? copy.guaranteeUntil(date) : copy.guaranteeEnded(date)}</p>;
}

/**
 * One order: what was bought and paid, the guarantee, the receipt and, for a completed order,
 * the download of the guide as it is now (a plain form POST: it works without JavaScript).
 */
export function LibraryOrderCard({
  order,
  guide,
  now,
}: {
  order: LibraryOrder;
  guide: LibraryView['guide'];
  now: Date;
}) {
  const titleId = `order-${order.id}`;
  const refunded = order.status === 'refunded';
  const updated = guide.updatedAt ? formatLibraryDate(guide.updatedAt) : null;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex flex-wrap items-center gap-2">
          {order.item}
          {refunded && <Badge variant="secondary">{copy.refunded}</Badge>}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <Fact term={copy.order}>
            <span className="font-mono break-all">{order.id}</span>
          </Fact>
          <Fact term={copy.purchased}>{formatLibraryDate(order.purchasedAt)}</Fact>
          <Fact term={copy.paid}>{`${formatPrice(order.paid)} ${order.currency}`}</Fact>
          {order.discountCode && order.discount > 0 && (
            <Fact
              term={copy.discount(order.discountCode)}
            >{`-${formatPrice(order.discount)}`}</Fact>
          )}
        </dl>
        <div className="text-sm">
          {refunded ? (
            <>
              <p>
                {order.refundedAt
                  ? copy.refundedOn(formatLibraryDate(order.refundedAt))
                  : copy.refunded}
              </p>
              <p className="text-muted-foreground">{copy.noDownload}</p>
            </>
          ) : (
            order.refundWindowEndsAt && <Guarantee endsAt={order.refundWindowEndsAt} now={now} />
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {!refunded && (
            <form method="post" action={libraryPaths.download(order.id)}>
              <Button
                type="submit"
                size="cta"
                disabled={order.downloadsLeftToday === 0}
                className="w-full sm:w-auto"
              >
                <Download className="size-5" aria-hidden />
                {copy.download(updated, guide.pages)}
              </Button>
            </form>
          )}
          <a
            href={order.receiptUrl}
            className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
          >
            <Receipt className="size-4" aria-hidden />
            {copy.receipt}
          </a>
        </div>
        {!refunded && (
          <p className="text-sm text-muted-foreground">
            {order.downloadsLeftToday > 0
              ? copy.downloadsLeft(order.downloadsLeftToday)
              : copy.noDownloadsLeft}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
