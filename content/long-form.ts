/** Labels around articles and state guides. */
export const longFormCopy = {
  readTime: '{{minutes}} min read',
  published: 'Published',
  updated: 'Updated',
  moreArticles: 'Related Articles',
  stateGuides: 'State Guides',
  otherStates: 'Guides for Other States',
  allArticles: 'All articles',
} as const;

/** Labels of the legal pages. */
export const legalCopy = {
  lastUpdated: 'Last updated:',
} as const;
