import {
  BadgeCheck,
  CreditCard,
  Lock,
  RotateCcw,
  ShieldCheck,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Badge } from '#app/components/ui/badge.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { checkoutCopy } from '#content/checkout.ts';
import { useCheckoutCopy } from './checkout-copy.ts';
import { cardBrandMarks } from './card-brand-marks.tsx';

const copy = checkoutCopy.trust;

// A brand's own mark where there is one (the cards), else its name as a text badge (the wallets).
function MethodList({
  label,
  icon,
  names,
}: {
  label: string;
  icon: ReactNode;
  names: readonly string[];
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-medium">
        {icon}
        {label}
      </h3>
      <ul className="flex flex-wrap items-center gap-2">
        {names.map((name) => {
          const Mark = cardBrandMarks[name];
          return (
            <li key={name} className="flex">
              {Mark ? <Mark /> : <Badge variant="outline">{name}</Badge>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Accepted payment methods, the security and guarantee claims, and how many bought the guide
 * (`purchases`, counted from completed orders; left out below its threshold).
 */
export function TrustCard({ purchases }: { purchases?: string | null }) {
  const { guarantee } = useCheckoutCopy().trust;
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={ShieldCheck} title={copy.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-4">
        <MethodList
          label={copy.cardsLabel}
          icon={<CreditCard className="size-4" aria-hidden />}
          names={copy.cards}
        />
        <MethodList
          label={copy.walletsLabel}
          icon={<Wallet className="size-4" aria-hidden />}
          names={copy.wallets}
        />
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge variant="secondary">
              <Lock aria-hidden />
              {copy.badges.ssl}
            </Badge>
          </li>
          <li>
            <Badge variant="secondary">
              <ShieldCheck aria-hidden />
              {copy.badges.encryption}
            </Badge>
          </li>
          <li>
            <Badge variant="secondary">
              <BadgeCheck aria-hidden />
              {copy.badges.pci}
            </Badge>
          </li>
        </ul>
        <p className="flex items-center gap-2 text-sm font-medium">
          <RotateCcw className="size-4 text-primary" aria-hidden />
          {guarantee}
        </p>
        {purchases && (
          <p className="flex items-center gap-2 text-sm font-medium">
            <UsersRound className="size-4 text-primary" aria-hidden />
            {purchases}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
