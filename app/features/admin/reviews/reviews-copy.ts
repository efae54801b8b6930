/**
 * What the back office's Reviews section says (reviews, testimonials, the sample reviews); its
 * toasts are at the end.
 */
export const reviewsCopy = {
  title: 'Buyers’ reviews',
  description:
    'Reviews written through the link each buyer gets after their order. Only approved ones show on the site.',
  filterLabel: 'Review status',
  /** A filter with its count: "Pending (3)". */
  filterCount: '{{label}} ({{n}})',
  filters: { pending: 'Pending', approved: 'Approved', hidden: 'Hidden', all: 'All' },
  claimsFilterLabel: 'Claims',
  claimsFilters: { any: 'Every review', marked: 'Marked claims' },
  empty: {
    pending: 'No review is waiting for you.',
    approved: 'No approved review yet.',
    hidden: 'No hidden review.',
    all: 'No review yet. Buyers get a review request some days after their order.',
  },
  emptyMarked: 'No review here names an amount or claims a legal outcome.',
  statuses: { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' },
  /** The stars' name for a screen reader: "4 out of 5 stars". */
  stars: '{{n}} out of 5 stars',
  shownAs: 'Shown as',
  order: 'Order',
  email: 'Buyer’s e-mail (for support, never shown on the site)',
  verified: 'Verified purchase: tied to order {{order}}. The site shows it with this label.',
  /** The row's mark on a review that names an amount or claims a legal outcome. */
  marked: 'Marked claim',
  markedTitle: 'Marked for you to decide',
  markedHint:
    'Another parent may read this as a promise of the same result. You may still approve it: the site then shows it as written.',
  approveMarkedTitle: 'Approve a review with a claim?',
  approveMarkedDescription: '{{reason}}. The site will show it as written, as a verified purchase.',
  approveMarked: 'Approve anyway',
  approve: 'Approve',
  hide: 'Hide',
  reply: 'Reply',
  replyTitle: 'Your reply',
  replyLabel: 'Reply, shown under the review on the site',
  replyHint: 'Plain text, up to {{max}} characters.',
  saveReply: 'Save reply',
  savingReply: 'Saving...',
  editReply: 'Edit reply',
  removeReply: 'Remove reply',
  cancel: 'Cancel',
  repliedOn: 'Replied {{date}}',
} as const;

export const testimonialsCopy = {
  title: 'Your testimonials',
  description:
    'Words people sent you (a letter, a call), with their permission. The site labels them as yours, never as a verified purchase, and they do not count in the rating.',
  empty: 'No testimonial of your own yet.',
  addTitle: 'Add a testimonial',
  editTitle: 'Edit the testimonial',
  quote: 'Quote',
  name: 'Name to show',
  location: 'Location (optional)',
  limit: 'Up to {{max}} characters.',
  add: 'Add testimonial',
  adding: 'Adding...',
  save: 'Save changes',
  saving: 'Saving...',
  edit: 'Edit',
  cancel: 'Cancel',
  remove: 'Delete',
  removing: 'Deleting...',
  removeConfirmTitle: 'Delete this testimonial?',
  removeConfirm: 'The quote by {{name}} is removed from the site at once.',
  removeConfirmAction: 'Delete testimonial',
  listLabel: 'Your testimonials',
} as const;

export const sampleReviewsCopy = {
  title: 'Sample reviews',
  description:
    'Samples are shown only while payments are in test mode and the site has no approved review or testimonial of its own. A site taking real payments never shows them.',
  badge: 'Sample',
  shownNow: 'The site shows these samples now.',
  hiddenNow: 'The site does not show these samples.',
  showSamples: 'The seed’s rating line and four testimonials',
  listLabel: 'Sample reviews',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const reviewsNotices = {
  reviewApproved: { title: 'Review approved', description: 'The site shows it now.' },
  reviewHidden: { title: 'Review hidden', description: 'The site no longer shows it.' },
  reviewReplySaved: { title: 'Reply saved', description: 'It shows under the review.' },
  reviewReplyRemoved: { title: 'Reply removed', description: 'The review shows without it.' },
  reviewUpdateFailed: {
    title: 'Review not updated',
    description: 'The review could not be updated. Please try again.',
  },
  testimonialAdded: { title: 'Testimonial added', description: 'The site can show it now.' },
  testimonialSaved: { title: 'Testimonial saved', description: 'The site shows the new words.' },
  testimonialRemoved: { title: 'Testimonial deleted', description: 'The site no longer shows it.' },
  testimonialFailed: {
    title: 'Testimonial not saved',
    description: 'The testimonial could not be saved. Please try again.',
  },
  testimonialFieldsInvalid: {
    title: 'Please check the testimonial',
    description: 'The fields highlighted in red need your attention.',
  },
} as const;
