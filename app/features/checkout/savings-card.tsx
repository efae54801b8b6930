import { Gavel } from 'lucide-react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { formMarkup } from '#app/components/ui/form-markup.ts';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutCopy } from './checkout-copy.ts';
import { checkoutParts } from './checkout-parts.ts';

const copy = checkoutCopy.savings;
// Fixed: a priced page's card takes this one's place.
const titleId = 'savings-title';

/** What the same help costs from a family lawyer, next to the guide's one-time price. */
export function SavingsCard() {
  const { guideCost } = useCheckoutCopy().savings;
  return (
    <Card aria-labelledby={titleId} {...{ [formMarkup.part]: checkoutParts.savings }}>
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
