/** The Mark reviewed dialog of an article or a state guide, and the notice to the state's buyers. */
export const markReviewedCopy = {
  title: 'Mark reviewed',
  description:
    'Record that the page was checked against its sources. Its “last reviewed” date changes; a substantive change also moves its “updated” date.',
  close: 'Close',
  reviewedOn: 'Reviewed on',
  substantive: 'The review changed something a reader should know',
  note: 'What changed',
  noteHint: 'For your records: “New 45-day deadline since the 2026 rule change”.',
  save: 'Mark reviewed',
  saving: 'Saving...',
  cancel: 'Cancel',
  done: 'Done',
  notice: {
    title: 'Tell the buyers from {{state}}?',
    /** The offer's button: "Tell 12 buyers from Ohio". */
    offer: { one: 'Tell {{n}} buyer from {{state}}', other: 'Tell {{n}} buyers from {{state}}' },
    explain:
      'They get the guide-update mail with a link to the guide. Each buyer is told once per change; no one who unsubscribed is mailed.',
    confirm: 'Send the mail',
    confirmDescription: {
      one: '{{n}} buyer from {{state}} gets the guide-update mail now. This cannot be undone.',
      other: '{{n}} buyers from {{state}} get the guide-update mail now. This cannot be undone.',
    },
    alreadyNotified: 'The buyers from {{state}} were already told of this change.',
    nobody: 'No buyer from {{state}} can be told: none bought, or all unsubscribed.',
    loading: 'Counting the buyers from {{state}}...',
  },
  notices: {
    reviewed: { title: 'Marked reviewed', description: 'The page shows the new date.' },
    failed: { title: 'Not marked reviewed', description: 'Please try again.' },
    queued: {
      title: 'Mail on its way',
      description: { one: '{{n}} buyer will be told.', other: '{{n}} buyers will be told.' },
    },
    sendFailed: { title: 'Mail not sent', description: 'Please try again.' },
  },
} as const;
