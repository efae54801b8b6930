/** Labels around articles and state guides. */
export const longFormCopy = {
  readTime: '{{minutes}} min read',
  published: 'Published',
  updated: 'Updated',
  moreArticles: 'Related Articles',
  stateGuides: 'State Guides',
  otherStates: 'Guides for Other States',
  allArticles: 'All articles',
  /** A state guide's category, on its page and in its structured data. */
  stateGuideCategory: 'State Guide',
  writtenBy: 'Written by',
  reviewedBy: 'Reviewed by',
  lastReviewed: 'Last reviewed',
  sources: 'Sources',
  verified: 'verified',
} as const;

/** Labels of an author's or reviewer's own page. */
export const personCopy = {
  wrote: 'Written by {{name}}',
  reviewed: 'Reviewed by {{name}}',
  photoAlt: 'Photo of {{name}}',
} as const;

/** Labels of the legal pages. */
export const legalCopy = {
  lastUpdated: 'Last updated:',
} as const;
