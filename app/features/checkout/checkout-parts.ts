/**
 * The parts of the checkout that change with the code (`data-part`, form-markup.ts): the
 * code's form asks for the page priced with it, and these take the place of this page's.
 * Everything else, the typed details included, stays as it is.
 */
export const checkoutParts = {
  headline: 'checkout-headline',
  warning: 'checkout-warning',
  compactSummary: 'compact-summary',
  product: 'product-price',
  savings: 'savings',
  orderSummary: 'order-summary',
  payLabel: 'pay-label',
  codeInput: 'code-input',
} as const;
