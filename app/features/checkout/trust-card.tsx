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
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { checkoutCopy } from '#content/checkout.ts';
import type { PaymentProviderName } from '#shared/contracts/checkout.ts';
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
 * (`purchases`, counted from completed orders; left out below its threshold). Each claim only
 * where it is true: cards, wallets and Stripe's certification with Stripe (its payment page
 * offers the wallets the buyer's device has), none with the test provider, which takes no
 * card; the encrypted connection only on an https site.
 */
export function TrustCard({
  purchases,
  paymentProvider,
}: {
  purchases?: string | null;
  paymentProvider: PaymentProviderName;
}) {
  const { guarantee } = useCheckoutCopy().trust;
  const encrypted = new URL(useSiteInfo().siteUrl).protocol === 'https:';
  const stripe = paymentProvider === 'stripe';
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={ShieldCheck} title={copy.title} titleId={titleId} />
      <CardContent className="flex flex-col gap-4">
        {stripe ? (
          <>
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
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.testPayments}</p>
        )}
        {(encrypted || stripe) && (
          <ul className="flex flex-wrap gap-2">
            {encrypted && (
              <li>
                <Badge variant="secondary">
                  <Lock aria-hidden />
                  {copy.badges.https}
                </Badge>
              </li>
            )}
            {stripe && (
              <li>
                <Badge variant="secondary">
                  <BadgeCheck aria-hidden />
                  {copy.badges.stripe}
                </Badge>
              </li>
            )}
          </ul>
        )}
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
