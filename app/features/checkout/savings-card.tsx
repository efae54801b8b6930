import { Gavel } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutCopy } from './checkout-copy.ts';

const copy = checkoutCopy.savings;

/** What the same help costs from a family lawyer, next to the guide's one-time price. */
export function SavingsCard() {
  const { guideCost } = useCheckoutCopy().savings;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={Gavel} title={copy.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{copy.lawyerLabel}</dt>
            <dd className="text-lg font-semibold text-destructive">{copy.lawyerCost}</dd>
          </div>
          <div className="rounded-md border border-primary p-3">
            <dt className="text-sm text-muted-foreground">{copy.guideLabel}</dt>
            <dd className="text-lg font-semibold text-primary">{guideCost}</dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">{copy.note}</p>
      </CardContent>
    </Card>
  );
}
