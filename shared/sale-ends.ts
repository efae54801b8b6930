import { saleCopy } from '#content/sale.ts';
import { saleLastDay, type Offer } from './offer.ts';
import { fillPlaceholders } from './placeholders.ts';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Sale ends November 30" while a sale runs and the seller shows its end; else null. */
export function saleEndsLine(offer: Pick<Offer, 'sale'>): string | null {
  if (offer.sale === null || !offer.sale.showsEnd) return null;
  const date = dayFormat.format(new Date(`${saleLastDay(offer.sale.endsAt)}T00:00:00Z`));
  return fillPlaceholders(saleCopy.ends, { date });
}
