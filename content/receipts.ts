/**
 * What a receipt says, as a page (`/receipt/<token>`) and as a PDF: the same labels in both,
 * so the two never disagree.
 */
export const receiptCopy = {
  title: 'Receipt',
  heading: (orderId: string) => `Receipt ${orderId}`,
  seller: 'Sold by',
  billTo: 'Bill to',
  paidOn: 'Date paid',
  orderId: 'Order',
  paymentMethod: 'Payment method',
  columns: { item: 'Item', amount: 'Amount' },
  discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
  tax: 'Tax',
  /** With tax-inclusive prices: the tax is part of the item's price, not added to it. */
  taxIncluded: 'Tax (included in the price)',
  total: 'Total paid',
  refunded: (date: string, amount: string) => `Refunded on ${date} — ${amount} returned`,
  downloadPdf: 'Download PDF',
  print: 'To print it, use your browser’s Print command: the page prints without the site’s frame.',
  /** The provider's words for how the buyer paid; anything else is shown as stored. */
  paymentMethods: { card: 'Card', link: 'Link', test: 'Test payment' },
  /** An order from before the method was recorded. */
  unknownPaymentMethod: 'Online payment',
  notFound: {
    title: 'Receipt not found',
    explanation:
      'There is no receipt at this address. Please open the link from your delivery e-mail or your purchases page again.',
    home: 'Go to the home page',
  },
  /** The delivery mail's line. */
  mailLine: 'Your receipt:',
} as const;
