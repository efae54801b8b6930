import type { TaxPriceMode } from '#shared/contracts/admin-settings.ts';

/**
 * The test provider's stand-in for Stripe Tax: one rate for every buyer, added to the price
 * ('exclusive') or taken out of it ('inclusive'), rounded to the cent. Only a simulation, so a
 * fresh install without Stripe keys shows the whole path with a tax line.
 */
export function simulatedTax(
  amountCents: number,
  prices: TaxPriceMode,
  ratePercent: number,
): { totalCents: number; taxCents: number } {
  const rate = ratePercent / 100;
  if (prices === 'exclusive') {
    const taxCents = Math.round(amountCents * rate);
    return { totalCents: amountCents + taxCents, taxCents };
  }
  return { totalCents: amountCents, taxCents: amountCents - Math.round(amountCents / (1 + rate)) };
}
