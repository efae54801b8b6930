/**
 * The names that tie the result page's server markup to its island (payment-result-island.ts):
 * the island's name, its templates, and the parts it fills or removes in a cloned screen.
 */
export const paymentResultIsland = 'payment-result';

export const resultTemplates = { success: 'payment-success', failed: 'payment-failed' } as const;

/**
 * - `heading`: each screen's h1, focused when it announces an outcome;
 * - `sample-note`, `email-row`, `download`, `regular-price`: shown only when the order has them;
 * - `amount`, `order-id`, `email`: the order's facts; `sent-to`: the first step, naming the address;
 * - `price-term`, `tax-row`, `tax`, `total-row`, `total`: with sales tax, the price row names the
 *   price before tax and the tax and total rows stay; without, those rows are removed;
 * - `resend`, `resend-label`: the 'Resend my e-mail' button and its words.
 */
export type ResultPart =
  | 'heading'
  | 'sample-note'
  | 'amount'
  | 'price-term'
  | 'tax-row'
  | 'tax'
  | 'total-row'
  | 'total'
  | 'regular-price'
  | 'order-id'
  | 'email-row'
  | 'email'
  | 'download'
  | 'resend'
  | 'resend-label'
  | 'sent-to';

/** The attribute that names a part: `data-result-part="<part>"`. */
export const resultPartAttribute = 'data-result-part';

export function resultPart(name: ResultPart): Record<string, string> {
  return { [resultPartAttribute]: name };
}

export function findResultPart(root: ParentNode, name: ResultPart): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${resultPartAttribute}="${name}"]`);
}

/** On the island's root: the payment session to verify, and the offer's price (shown when the answer names no amount). */
export const sessionAttribute = 'data-session-id';
export const offerPriceAttribute = 'data-offer-price';
/** On `regular-price`: the regular price, struck through only when it is above what was paid. */
export const regularPriceAttribute = 'data-regular-price';
/** On `price-term`: its words when the price shown is before sales tax. */
export const beforeTaxAttribute = 'data-before-tax';
/** On `sent-to`: the step's words naming the buyer's address ({{email}}). */
export const sentToAttribute = 'data-sent-to';
/** On `resend`: its words while the e-mail is being sent again. */
export const busyLabelAttribute = 'data-busy-label';
