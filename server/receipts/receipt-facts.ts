import { z } from 'zod';
import { receiptCopy } from '#content/receipts.ts';
import { formatAmount } from '#shared/money.ts';
import type { Operator } from '#shared/site-info.ts';
import { chargedCents, type ReceiptOrder } from '#server/orders/orders.ts';

const receiptLine = z.object({ label: z.string(), amount: z.string() });
/** One line of the receipt's figures: a label and an amount already written out. */
export type ReceiptLine = z.infer<typeof receiptLine>;

/**
 * Everything a receipt states, written out once for the page and the PDF alike; a schema, as
 * the PDF worker is handed it across the thread boundary.
 */
export const receiptFactsSchema = z.object({
  orderId: z.string(),
  seller: z.object({ name: z.string(), address: z.array(z.string()) }),
  billTo: z.array(z.string()),
  paidOn: z.string(),
  paymentMethod: z.string(),
  item: receiptLine,
  /** The discount line, present when a code took something off. */
  discount: receiptLine.optional(),
  tax: receiptLine,
  total: receiptLine,
  /** "Refunded on ... — $x returned", for a refunded order. */
  refund: z.string().optional(),
});
export type ReceiptFacts = z.infer<typeof receiptFactsSchema>;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "$47.00", or "-$9.40" for what was taken off. */
const dollars = (cents: number) =>
  cents < 0 ? `-$${formatAmount(-cents / 100)}` : `$${formatAmount(cents / 100)}`;

function paymentMethodOf(kind: string | null): string {
  if (kind === null || kind.trim() === '') return receiptCopy.unknownPaymentMethod;
  const known: Record<string, string> = receiptCopy.paymentMethods;
  // A kind we have no word for is shown as the provider stored it ("us_bank_account").
  return Object.hasOwn(known, kind) ? (known[kind] ?? kind) : kind.replaceAll('_', ' ');
}

/** The operator's address as lines: the setting may hold it on one line or several. */
const addressLines = (address: string) =>
  address
    .split(/\r?\n/u)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The receipt of a paid order. The item is the guide's current name (orders keep only the
 * product id); its price is the list price the checkout started at, or, for orders from before
 * discount codes, what was charged. The sales tax is added to it, or named as included in it
 * with tax-inclusive prices; the total is what the buyer paid.
 */
export function receiptFacts(
  order: ReceiptOrder,
  site: { operator: Operator; itemName: string },
): ReceiptFacts {
  const listCents = order.listPriceCents ?? order.amountCents;
  const paidCents = chargedCents(order);
  const { currency } = order;
  return {
    orderId: order.id,
    seller: { name: site.operator.name, address: addressLines(site.operator.postalAddress) },
    billTo: [
      order.customerName,
      order.address,
      `${order.city}, ${order.state} ${order.zip}`,
      order.customerEmail,
    ],
    paidOn: dateFormat.format(order.completedAt ?? order.createdAt),
    paymentMethod: paymentMethodOf(order.paymentMethodKind),
    item: { label: site.itemName, amount: dollars(listCents) },
    discount:
      order.discountCents > 0
        ? { label: receiptCopy.discount(order.discountCode), amount: dollars(-order.discountCents) }
        : undefined,
    tax: {
      label: order.taxPrices === 'inclusive' ? receiptCopy.taxIncluded : receiptCopy.tax,
      amount: dollars(order.taxCents),
    },
    total: { label: receiptCopy.total, amount: `${dollars(paidCents)} ${currency}` },
    // A refund gives back the whole charge, the tax with it.
    refund:
      order.status === 'refunded'
        ? receiptCopy.refunded(
            dateFormat.format(order.refundedAt ?? order.completedAt ?? order.createdAt),
            dollars(paidCents),
          )
        : undefined,
  };
}
