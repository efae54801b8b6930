/**
 * How sales tax is named to the buyer: on the payment result page, the test payment page, the
 * checkout's order summary and the refund mail (the receipt has its own labels in receipts.ts).
 */
export const salesTaxCopy = {
  tax: 'Sales tax',
  /** With tax-inclusive prices: the tax is within the price, not added to it. */
  taxIncluded: 'Sales tax (included)',
  beforeTax: 'Price before tax',
  total: 'Total paid',
  /** The checkout summary's tax line before payment: exclusive prices, inclusive ones. */
  atPayment: 'Added at payment',
  included: 'Included',
  /** The checkout summary's total while the tax is still to be added. */
  totalBeforeTax: '{{total}} + tax',
  /** The test payment page's note under its figures. */
  simulated: 'Test mode: sales tax is simulated at {{rate}}% for every address.',
  /** The refund mail's words after the amount: "$50.88 (including $3.88 sales tax)". */
  refundIncludes: '(including {{tax}} sales tax)',
} as const;
