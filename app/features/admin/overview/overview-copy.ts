/** What the back office's Overview section says; its toasts are at the end. */
/** The Overview section: the shop at a glance (owners). */
export const overviewCopy = {
  loading: 'Loading the overview...',
  /** "Today is Dec 5, 2026. Days run midnight to midnight in America/Chicago." */
  todayIs: 'Today is {{day}}. {{days}}',
  periods: {
    today: 'Today',
    yesterday: 'Yesterday',
    last7Days: 'Last 7 days',
  },
  /** What each period is compared with, said under its title. */
  comparedWith: {
    today: 'vs yesterday up to this time',
    yesterday: 'vs the day before',
    last7Days: 'vs the 7 days before, up to this time',
  },
  figures: {
    orders: 'Orders',
    revenue: 'Net revenue',
    visitors: 'Visitors',
    conversionRate: 'Conversion',
  },
  /** Under the orders: "1 refunded". */
  refundedOrders: '{{n}} refunded',
  /** Under the net revenue: "$94.00 gross, $47.00 refunded". */
  revenueDetail: '{{gross}} gross, {{refunded}} refunded',
  /** A change against the previous period, for screen readers: "up 12%", "down 3%". */
  changeUp: 'up {{percent}} on the period before',
  changeDown: 'down {{percent}} on the period before',
  changeNone: 'no change on the period before',
  changeUnknown: 'nothing to compare with in the period before',
  newestOrders: 'Newest orders',
  noOrders: 'No orders yet.',
  messages: 'Unhandled messages',
  /** "2 messages wait for an answer." */
  messagesWaiting: {
    one: '{{n}} message waits for an answer.',
    other: '{{n}} messages wait for an answer.',
  },
  noMessages: 'Every message is handled.',
  failedMail: 'Mail that failed',
  /** "1 mail could not be sent." */
  failedMailCount: {
    one: '{{n}} mail could not be sent.',
    other: '{{n}} mails could not be sent.',
  },
  noFailedMail: 'No mail failed.',
  /** A failed mail's line: "Queued Nov 23, 2026, 4:52 PM · 5 attempts". */
  queued: 'Queued {{time}}',
  attempts: { one: '{{n}} attempt', other: '{{n}} attempts' },
  retry: 'Retry',
  reviewDue: 'Review due',
  reviewDueDescription:
    'Articles and state guides whose sources were last checked longer ago than the review interval.',
  noReviewDue: 'Every page’s sources were checked within the review interval.',
  /** Under a page's title: "Sources last verified Nov 3, 2025" or "No sources". */
  oldestVerified: 'Sources last verified {{day}}',
  noSources: 'No sources',
  /** After it: "· reviewed Jan 5, 2026" or "· never reviewed". */
  reviewed: 'reviewed {{day}}',
  neverReviewed: 'never reviewed',
} as const;
