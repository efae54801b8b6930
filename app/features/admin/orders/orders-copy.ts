/** What the back office's Orders section says; its toasts are at the end. */
export const ordersCopy = {
  title: 'Orders',
  description: 'Every purchase of the guide, newest first.',
  totalOrders: 'Orders',
  refundedOrders: 'Refunded',
  unpaidCheckouts: 'Unpaid checkouts',
  totalRevenue: 'Total Revenue',
  recentOrders: 'Recent Orders',
  empty: "No orders yet. When customers purchase your guide, they'll appear here.",
  loading: 'Loading orders...',
  searchTitle: 'Find an order',
  searchLabel: 'E-mail, name or order id',
  searchPlaceholder: 'Part of an e-mail or name, or an order id',
  statusLabel: 'Status',
  searchSubmit: 'Search',
  searchEmpty: 'No orders match this search.',
  statusFilters: {
    paid: 'Orders (paid)',
    completed: 'Completed',
    refunded: 'Refunded',
    unpaid: 'Unpaid checkouts',
    pending: 'Unpaid: still open',
    expired: 'Unpaid: expired',
    all: 'Orders and unpaid checkouts',
  },
  /** Under a taxed order's net in a list: "+ $3.88 tax". */
  listTax: '+ {{tax}} tax',
  columns: {
    customer: 'Customer',
    email: 'E-mail',
    amount: 'Amount',
    status: 'Status',
    date: 'Date',
  },
} as const;

export const orderStatusCopy = {
  completed: 'Completed',
  pending: 'Pending',
  refunded: 'Refunded',
  expired: 'Expired',
} as const;

export const orderDetailCopy = {
  title: 'Order {{id}}',
  close: 'Close order details',
  loading: 'Loading order...',
  customer: 'Customer',
  name: 'Name',
  email: 'E-mail',
  address: 'Address',
  payment: 'Payment',
  amount: 'Amount',
  // A taxed order: what the shop earns, the tax beside it and what the buyer paid.
  net: 'Net (revenue)',
  tax: 'Sales tax',
  taxValue: {
    exclusive: '{{tax}}, added to the price',
    inclusive: '{{tax}}, included in the price',
  },
  charged: 'Total charged',
  status: 'Status',
  created: 'Created',
  completed: 'Completed',
  expired: 'Expired',
  refunded: 'Refunded',
  provider: 'Provider',
  providerSession: 'Checkout session',
  paymentIntent: 'Payment intent',
  refundId: 'Refund',
  refundUntil: 'Refund window ends',
  // Where the order came from: the analytics visit its checkout named.
  visit: 'Came from',
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  landingPage: 'Landing page',
  /** A medium or campaign the visit's address did not name. */
  noneNamed: 'none',
  noVisit:
    'Not known: the tracker did not see this visit (scripts off, Global Privacy Control, or an admin’s own browser).',
  mails: 'E-mails',
  noMails: 'No e-mails for this order.',
  mailFacts: {
    recipient: 'To',
    attempts: 'Attempts',
    lastError: 'Last error',
    sent: 'Sent',
  },
  requeue: 'Requeue',
  downloadLink: 'Download link',
  noDownloadLink: 'No download link: the order has not been completed.',
  usesLeft: 'Downloads left',
  /** "3 of 5". */
  usesLeftValue: '{{left}} of {{max}}',
  expiresAt: 'Expires',
  downloads: 'Downloads',
  noDownloads: 'Not downloaded yet.',
  downloadFacts: { at: 'Time', ip: 'Address', userAgent: 'Browser' },
  actions: 'Actions',
  refund: 'Refund',
  refunding: 'Refunding...',
  refundConfirmTitle: 'Refund this order?',
  refundConfirm:
    'The buyer gets the full amount back and a refund confirmation e-mail, and the download link stops working at once. This cannot be undone.',
  refundConfirmAction: 'Refund order',
  resend: 'Resend delivery',
  resending: 'Resending...',
  resendHelp: 'Sends the delivery e-mail again, with the same download link.',
  resendUnavailable: 'Only a completed order has a guide to resend.',
} as const;

/** The Orders section's search beyond the text and status. */
export const orderSearchCopy = {
  domainLabel: 'E-mail domain',
  domainPlaceholder: 'example.com',
  fromLabel: 'From',
  toLabel: 'To',
  /** "1 order found", "45 orders found". */
  result: { one: '{{n}} order found', other: '{{n}} orders found' },
  /** The money of the matching orders. */
  totals: '{{gross}} paid, {{refunded}} refunded, {{net}} net; {{tax}} sales tax beside it',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const ordersNotices = {
  ordersAuthRequired: {
    title: 'Authentication required',
    description: 'Please sign in to view orders',
  },
  ordersLoadFailed: {
    title: 'Error loading orders',
    description: 'Authentication required to view orders',
  },
  ordersRefreshed: {
    title: 'Orders refreshed',
    description: 'Loaded {{n}} orders successfully',
  },
  refunded: {
    title: 'Order refunded',
    description: 'The download link is stopped and the buyer gets a refund confirmation e-mail.',
  },
  refundFailed: { title: 'Refund failed', description: 'The order could not be refunded.' },
  deliveryResent: {
    title: 'Delivery resent',
    description: 'A new delivery e-mail with the same download link is on its way.',
  },
  resendFailed: {
    title: 'Resend failed',
    description: 'The delivery e-mail could not be queued again.',
  },
} as const;
