/** What the back office's Customers section says; its toasts are at the end. */
export const customersCopy = {
  title: 'Customers',
  description: 'Everyone who bought the guide, by e-mail address, latest purchase first.',
  loading: 'Loading customers...',
  empty: 'No customers yet.',
  searchTitle: 'Find a customer',
  searchLabel: 'E-mail',
  searchPlaceholder: 'Part of an e-mail address',
  searchSubmit: 'Search',
  searchEmpty: 'No customers match this search.',
  /** "1 customer", "45 customers". */
  count: { one: '{{n}} customer', other: '{{n}} customers' },
  listLabel: 'Customers',
  /** "2 orders", "1 order". */
  orders: { one: '{{n}} order', other: '{{n}} orders' },
  subscribed: 'Subscribed',
  facts: {
    orders: 'Orders',
    paid: 'Paid (net)',
    tax: 'Sales tax',
    refunds: 'Refunds',
    refunded: 'Refunded',
    newsletter: 'Newsletter',
    firstPurchase: 'First purchase',
    lastPurchase: 'Last purchase',
  },
  /** Beside the net paid: the tax of their orders kept, "$7.46 collected, not in Paid". */
  taxValue: '{{tax}} collected, not in Paid',
  /** "1 refund ($47.00)". */
  refundsValue: '{{n}} ({{amount}})',
  subscribedYes: 'Confirmed subscriber',
  subscribedNo: 'Not subscribed',
  detailOrders: 'Their orders',
  back: 'All customers',
  /** Names a buyer's page: "Customer ann@example.com". */
  detailTitle: 'Customer {{email}}',
} as const;
