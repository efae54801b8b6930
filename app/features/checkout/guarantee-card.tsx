import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutCopy } from './checkout-copy.ts';

const copy = checkoutCopy.guarantee;

export function GuaranteeCard() {
  const { title } = useCheckoutCopy().guarantee;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={ShieldCheck} title={title} titleId={titleId} />
      <CardContent>
        <p className="text-sm text-muted-foreground">{copy.text}</p>
      </CardContent>
    </Card>
  );
}
