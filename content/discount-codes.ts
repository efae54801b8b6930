/**
 * What the buyer reads about discount codes: the checkout's field and the reasons a code is
 * refused, shown on the field (with or without JavaScript) and answered by the API.
 */
export const discountCodeCopy = {
  label: 'Discount code',
  placeholder: 'e.g. FALL20',
  apply: 'Apply',
  remove: 'Remove',
  applied: 'Code {{code}} applied: {{discount}} off.',
  summaryLine: 'Discount ({{code}})',
  refusals: {
    /** Not a code's shape, or no such code. */
    unknown: 'This discount code is not valid. Check its spelling.',
    not_started: 'This discount code is not active yet.',
    expired: 'This discount code has expired.',
    used_up: 'This discount code has been used the maximum number of times.',
    inactive: 'This discount code is no longer active.',
    /** The same client's earlier checkout with the code is still open and could not be closed. */
    held: 'You have a checkout open with this code. Finish or cancel it, then try again.',
  },
} as const;
