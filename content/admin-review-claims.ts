/**
 * The reason a buyer's review is marked for the seller to decide on: here, not beside the
 * Reviews section, because the server writes it when the review arrives
 * (server/review-moderation/review-claims.ts) and the section shows it as stored.
 */
export const reviewClaimsCopy = {
  /** "Names an amount: $400, $3,000". */
  amount: 'Names an amount: {{found}}',
  /** "Claims a legal outcome: reduced, won". */
  outcome: 'Claims a legal outcome: {{found}}',
  /** Between the amount's part and the outcome's. */
  separator: '; ',
  /** Between the words found of one kind. */
  listSeparator: ', ',
} as const;
