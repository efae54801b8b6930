import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#app/components/ui/card.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutFigures } from './offer.ts';

const copy = checkoutCopy.guarantee;

export function GuaranteeCard() {
  const offer = useCheckoutFigures();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {copy.title(offer.refundWindowDays)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">{copy.text}</p>
      </CardContent>
    </Card>
  );
}
