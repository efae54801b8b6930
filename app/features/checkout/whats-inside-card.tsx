import { BookOpen, CircleCheck, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { useCheckoutCopy } from './checkout-copy.ts';

/** The guide's contents and the money-back note under them. */
export function WhatsInsideCard() {
  const { whatsInside, moneyBackNote } = useCheckoutCopy();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={BookOpen} title={whatsInside.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-4">
        <ul className="flex flex-col gap-2">
          {whatsInside.items.map((item) => (
            <li key={item} className="flex gap-2">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              {item}
            </li>
          ))}
        </ul>
        <p className="flex gap-2 rounded-md bg-muted p-3 text-sm">
          <RotateCcw className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {moneyBackNote}
        </p>
      </CardContent>
    </Card>
  );
}
