/** What the back office's Subscribers section says; its toasts are at the end. */
/** The Subscribers section's first card: everyone marketing mail reaches now. */
export const audienceCopy = {
  title: 'Who your mail reaches',
  description:
    'Every address a broadcast reaches now, and where each agreed to news: the newsletter sign-up, a paid checkout with the news box ticked, or both. The Mail section counts the same addresses.',
  countsLabel: 'Audience sizes',
  audienceLabel: 'Audience',
  empty: 'Nobody is in this audience yet.',
  listLabel: 'Audience list',
  columns: { email: 'Address', sources: 'Agreed to news at', since: 'Since' },
  sources: { subscriber: 'Newsletter sign-up', buyer: 'Checkout' },
} as const;

export const subscribersCopy = {
  title: 'Newsletter sign-ups',
  description:
    'Every sign-up, pending and unsubscribed too. The export holds confirmed subscribers with their consent.',
  counts: { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' },
  statusLabel: 'Status',
  statusFilters: {
    all: 'All statuses',
    pending: 'Pending',
    confirmed: 'Confirmed',
    unsubscribed: 'Unsubscribed',
  },
  empty: 'No subscribers here yet.',
  listLabel: 'Subscriber list',
  columns: {
    email: 'Address',
    status: 'Status',
    createdAt: 'Signed up',
    confirmedAt: 'Confirmed',
    unsubscribedAt: 'Unsubscribed',
    /** The owners' column: each address's privacy export. */
    data: 'Their data',
  },
} as const;
