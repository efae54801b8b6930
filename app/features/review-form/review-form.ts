export const reviewFields = ['rating', 'body', 'name', 'consent'] as const;
export type ReviewField = (typeof reviewFields)[number];

/** Each field's id: fixed, so the page the island is answered with names its fields alike. */
export const reviewFieldId = (name: ReviewField): string => `review-${name}`;
