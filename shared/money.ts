/** "$47" for whole amounts, "$47.50" otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "47.00": the order-summary form. */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}
