/**
 * What the Publishing API answers when it refuses (server/publishing/ people, reviews, the
 * state guide notice, the broadcast of a post): the back office shows these messages as sent.
 */
export const peopleCopy = {
  invalid: 'Some fields are missing or invalid.',
  noSuchPerson: 'There is no such person.',
  slugTaken: 'Another person has this slug: choose another.',
  photoNotUploaded: 'Choose an image uploaded to the media library (Content), by its file name.',
  inUse: (titles: readonly string[]) =>
    `Still named as author or reviewer of: ${titles.join('; ')}. Choose someone else there first.`,
} as const;

export const entryReviewCopy = {
  noSuchEntry: 'There is no such page.',
  notReviewable: 'Only posts and state guides are marked reviewed.',
  noSuchReview: 'There is no such review of this page.',
} as const;

export const stateGuideNoticeCopy = {
  notAStateGuide: 'Only a state guide’s buyers can be told of a change.',
  notSubstantive: 'Only a substantive change is told to buyers.',
  notPublished: 'Publish the state guide before telling its buyers.',
  alreadyNotified: 'The buyers were already told about this review.',
  noRecipients: 'No buyer from this state can be reached.',
} as const;

export const postBroadcastCopy = {
  notAPost: 'Only a post becomes a broadcast.',
  notPublished: 'Publish the post first: the broadcast links to it.',
  /** The broadcast draft's link to the post, under its description. */
  readLink: 'Read the whole post',
} as const;
