/** "$47" for whole amounts, "$47.50" otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "47.00": the order-summary form. */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}

/** "$47.00 USD": an order's amount in cents, as mail states it. */
export function formatOrderAmount(cents: number, currency: string): string {
  return `$${formatAmount(cents / 100)} ${currency}`;
}

/** An amount in dollars as whole cents: what is charged and stored. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
