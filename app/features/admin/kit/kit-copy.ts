/**
 * What every back-office section says alike: the common buttons and states, and the definitions of
 * the figures.
 */
export const commonCopy = {
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  exportCsv: 'Export CSV',
  /** Everything held about one address, for a privacy request. */
  personExport: 'Download their data (JSON)',
  /** The same on a list's row, under a column that says whose data: short, so the row fits. */
  personExportShort: 'Download (JSON)',
  /** Heard after it, to tell one address's link from the next: ", of ann@example.com". */
  personExportOf: ', of {{email}}',
  loading: 'Loading...',
  previous: 'Previous',
  next: 'Next',
  /** "Page 2 of 7". */
  pageOf: 'Page {{page}} of {{pages}}',
  /** A refresh failed while older data is still on screen. */
  stale: 'Could not refresh: showing what was loaded before.',
  loadFailed: 'Could not load this list.',
  retry: 'Try again',
  never: 'Never',
  /** An empty cell or value. */
  none: '—',
  cancel: 'Cancel',
} as const;

/**
 * What the shop's figures count, said once and shown on every card that shows them
 * (Overview, Orders, Analytics): server/revenue/revenue.ts computes them by these words.
 */
export const definitionsCopy = {
  orders: 'Paid orders, refunded ones included. Unpaid checkouts are not orders.',
  purchases: 'Paid orders, refunded ones included, credited to the visits they came from.',
  conversion: 'Paid orders ÷ visits, on the same days.',
  visits: 'Visits (sessions) started.',
  refunded: 'Paid orders refunded since: still counted as orders.',
  unpaidCheckouts: 'Checkouts opened and never paid (pending or expired). Not orders.',
  revenue: 'Net of refunds, without sales tax.',
  /** Beside a revenue figure: "$7.46 sales tax collected, not revenue". */
  taxBeside: '{{tax}} sales tax collected, not revenue',
  /** "Days run midnight to midnight in America/Chicago." */
  days: 'Days run midnight to midnight in {{zone}}.',
} as const;

/** The toasts of every section, by situation. `{{name}}` is filled in when the notice is raised. */
export const kitNotices = {
  sessionCheckFailed: {
    title: 'Could not check your session',
    description: 'The server did not answer. Sign in again, or reload the page in a moment.',
  },
  sessionExpired: {
    title: 'Authentication required',
    description: 'Please sign in again: your session has expired.',
  },
  mailRequeued: { title: 'Mail requeued', description: 'The e-mail will be sent again shortly.' },
  requeueFailed: { title: 'Requeue failed', description: 'The e-mail could not be requeued.' },
  fileRemoved: { title: 'File removed', description: 'File has been removed from storage' },
  storageRefreshed: {
    title: 'Storage refreshed',
    description: '{{kind}} storage has been refreshed',
  },
  uploadFailed: { title: 'Upload failed', description: 'The file could not be uploaded.' },
  removeFailed: { title: 'Remove failed', description: 'The file could not be removed.' },
  /** Roles: a revoked admin, a refused role, and the Team section's role changes. */
  accessRemoved: {
    title: 'Access removed',
    description: 'Your access to the back office was removed. Ask an owner if you need it back.',
  },
  roleNotAllowed: {
    title: 'Not allowed for your role',
    description: 'Your role does not allow this. Ask an owner if you need it.',
  },
} as const;
