/**
 * What pages say about a dated sale, under the price while it runs when the seller chooses to
 * show its end; {{date}} is its last day, like "November 30".
 */
export const saleCopy = {
  ends: 'Sale ends {{date}}',
} as const;
