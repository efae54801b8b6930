/** What the back office's Discounts section says; its toasts are at the end. */
/** The Discounts section (owners): codes, their figures, the dialog that makes and edits one. */
export const discountsCopy = {
  title: 'Discount codes',
  description:
    'Codes buyers enter at checkout, or open with a share link. Revenue is what their kept orders paid, after refunds.',
  loading: 'Loading discount codes...',
  empty: 'No discount codes yet. Create one to offer a percent or an amount off the guide.',
  listLabel: 'Discount codes',
  newCode: 'New code',
  columns: {
    code: 'Code',
    discount: 'Discount',
    dates: 'Dates',
    uses: 'Uses',
    revenue: 'Revenue',
    state: 'State',
    actions: 'Actions',
  },
  /** "15%" and "$10.00" off. */
  percentOff: '{{amount}}%',
  /** "From Dec 1, 2026", "Until Dec 31, 2026", "Dec 1, 2026 – Dec 31, 2026", "Any time". */
  from: 'From {{start}}',
  until: 'Until {{end}}',
  between: '{{start}} – {{end}}',
  anyTime: 'Any time',
  /** "3 of 10", "3" when unlimited; open checkouts after: "1 checkout open". */
  usesOf: '{{uses}} of {{max}}',
  openCheckouts: { one: '{{n}} checkout open', other: '{{n}} checkouts open' },
  /** Under the revenue: "$21.00 off given". */
  discountGiven: '{{amount}} off given',
  states: {
    active: 'Active',
    scheduled: 'Scheduled',
    expired: 'Expired',
    used_up: 'Used up',
    inactive: 'Off',
  },
  edit: 'Edit',
  activate: 'Turn on',
  deactivate: 'Turn off',
  copyLink: 'Copy link',
  linkCopied: { title: 'Link copied', description: 'Buyers who open it get the code applied.' },
  copyFailed: {
    title: 'Could not copy',
    description: 'Your browser did not allow it: the link is {{url}}',
  },
  remove: 'Delete',
  removing: 'Deleting...',
  removeConfirmTitle: 'Delete this code?',
  removeConfirm: 'No order used {{name}}: it is deleted for good, and links with it stop working.',
  removeConfirmAction: 'Delete code',
  dialog: {
    newTitle: 'New discount code',
    editTitle: 'Edit {{code}}',
    description:
      'Buyers type the code at checkout or open its link, and see the lower price before they pay.',
    close: 'Close',
    code: 'Code',
    codeHint:
      'What buyers type, such as FALL20: letters, numbers, dashes and underscores. Capitals or not, it works the same.',
    kind: 'Type of discount',
    kinds: { percent: 'Percent off', fixed: 'Dollar amount off' },
    amountPercent: 'Percent off',
    amountFixed: 'Dollars off',
    startsAt: 'Starts (optional)',
    endsAt: 'Ends (optional)',
    datesHint: 'In your time zone. Leave both empty to start now and never end.',
    maxUses: 'How many times it can be used (optional)',
    maxUsesHint:
      'Each paid order counts, and so does a buyer who is paying with it right now. Leave empty for no limit.',
    active: 'Turned on: buyers can use it between its dates',
    create: 'Create code',
    creating: 'Creating...',
    save: 'Save changes',
    saving: 'Saving...',
    cancel: 'Cancel',
  },
  notices: {
    created: { title: 'Code created', description: 'Buyers can use it within its dates.' },
    saved: { title: 'Code saved', description: 'New checkouts use the new terms.' },
    switchedOn: { title: 'Code turned on', description: 'Buyers can use it again.' },
    switchedOff: { title: 'Code turned off', description: 'Buyers can no longer use it.' },
    removed: { title: 'Code deleted', description: 'It no longer exists.' },
    failed: {
      title: 'Code not saved',
      description: 'The code could not be saved. Please try again.',
    },
    fieldsInvalid: { title: 'Please check the code', description: 'Some fields need a change.' },
  },
  /** The order detail's lines for an order bought with a code. */
  orderFacts: {
    listPrice: 'List price',
    discountCode: 'Discount code',
    /** "FALL20 (−$7.05)". */
    discountValue: '{{code}} (−{{amount}})',
  },
} as const;
