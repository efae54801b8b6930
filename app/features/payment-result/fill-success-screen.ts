import { paymentSuccessHeading } from '#content/payment-success-heading.ts';
import { formatAmount } from '#shared/money.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';
import {
  beforeTaxAttribute,
  findResultPart,
  regularPriceAttribute,
  sentToAttribute,
  type ResultPart,
} from './payment-result-parts.ts';
import { netDollars, type VerifiedOrder } from './verification.ts';

function setText(screen: ParentNode, part: ResultPart, text: string): void {
  const element = findResultPart(screen, part);
  if (element) element.textContent = text;
}

const drop = (screen: ParentNode, part: ResultPart) => findResultPart(screen, part)?.remove();

/**
 * The price row, and with sales tax the tax and total rows: the price is then the one before
 * tax. Returns the price shown.
 */
function fillPrice(screen: ParentNode, paid: number, tax: number | undefined): number {
  if (!tax) {
    drop(screen, 'tax-row');
    drop(screen, 'total-row');
    setText(screen, 'amount', `$${formatAmount(paid)}`);
    return paid;
  }
  const net = netDollars(paid, tax);
  const term = findResultPart(screen, 'price-term');
  const beforeTax = term?.getAttribute(beforeTaxAttribute);
  if (term && beforeTax) term.textContent = beforeTax;
  setText(screen, 'amount', `$${formatAmount(net)}`);
  setText(screen, 'tax', `$${formatAmount(tax)}`);
  setText(screen, 'total', `$${formatAmount(paid)}`);
  return net;
}

/**
 * Puts the verified order into a clone of the success screen: the heading, what was paid (the
 * price may have changed since the order started), the order id, the address, the download
 * and the sample note, each only when the order has it.
 */
export function fillSuccessScreen(
  screen: ParentNode,
  order: VerifiedOrder,
  offerPrice: number,
): void {
  setText(screen, 'heading', paymentSuccessHeading);
  if (!order.sampleGuide) drop(screen, 'sample-note');
  const paid = order.amountPaid ?? offerPrice;
  const price = fillPrice(screen, paid, order.taxPaid);
  const regular = findResultPart(screen, 'regular-price');
  if (regular && !(Number(regular.getAttribute(regularPriceAttribute)) > price)) regular.remove();
  setText(screen, 'order-id', order.orderId);
  const { email, downloadUrl } = order;
  if (email) {
    setText(screen, 'email', email);
    const sentTo = findResultPart(screen, 'sent-to');
    const words = sentTo?.getAttribute(sentToAttribute);
    if (sentTo && words) sentTo.textContent = fillPlaceholders(words, { email });
  } else drop(screen, 'email-row');
  const download = findResultPart(screen, 'download');
  if (download instanceof HTMLFormElement && downloadUrl) download.action = downloadUrl;
  else download?.remove();
}
