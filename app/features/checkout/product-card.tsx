import { FileText } from 'lucide-react';
import { Badge } from '#app/components/ui/badge.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutCopy } from './checkout-copy.ts';
import { checkoutParts } from './checkout-parts.ts';
import { useCheckoutFigures } from './offer.ts';

const copy = checkoutCopy.product;
// Fixed: a priced page's card takes this one's place.
const titleId = 'product-title';

/** The offer: the struck-through regular price, today's price and the saving. */
export function ProductCard() {
  const offer = useCheckoutFigures();
  const { saveBadge } = useCheckoutCopy().product;
  return (
    <Card
      tone="highlight"
      aria-labelledby={titleId}
      {...{ [formMarkup.part]: checkoutParts.product }}
    >
      <IconCardHeader
        icon={FileText}
        title={offer.name}
        titleId={titleId}
        eyebrow={offer.category}
        large
      />
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          {/* Full-strength text with a red strike: a grey struck price is too faint in dark mode. */}
          {offer.compareAtPrice !== null && (
            <span className="text-xl">
              <span className="sr-only">{copy.regularPrice} </span>
              <s className="decoration-destructive decoration-2">{offer.compareAtPrice}</s>
            </span>
          )}
          <span className="text-4xl font-bold">
            <span className="sr-only">{copy.todayPrice} </span>
            {offer.toPay}
          </span>
          {offer.compareAtPrice !== null && <Badge variant="destructive">{saveBadge}</Badge>}
        </div>
        {offer.saleEnds !== null && (
          <p className="font-semibold text-destructive">{offer.saleEnds}</p>
        )}
        <p className="text-sm text-muted-foreground">{copy.oneTime}</p>
      </CardContent>
    </Card>
  );
}
