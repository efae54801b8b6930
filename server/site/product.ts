/**
 * The offer's facts: the single source for every page, e-mail, structured-data
 * block and (later) the amount charged. Admin content settings may override the
 * brand and price at run time; these are the defaults.
 */
export const product = {
  id: 'child_support_guide',
  brand: 'Child Support Defense',
  name: 'Child Support Defense Guide',
  category: 'Legal Guide',
  currency: 'USD',
  price: 47,
  compareAtPrice: 97,
  pages: 21,
  refundWindowDays: 14,
  supportEmail: 'support@childsupportdefense.example',
  /** DECISIONS: the download link is unguessable, lasts 7 days and allows 5 downloads. */
  delivery: { linkValidDays: 7, downloadLimit: 5 },
} as const;

export type Product = typeof product;

/** "$47" for whole amounts, "$47.50" otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** "47.00": the order-summary form. */
export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}
