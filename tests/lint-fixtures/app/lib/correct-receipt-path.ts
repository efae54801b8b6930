// Breaks no rule: shared app code.
export const receiptLink = '/receipt';
