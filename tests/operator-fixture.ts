import type { Operator } from '#shared/site-info.ts';

/** An operator whose every detail is easy to find on a page or in a mail. */
export const testOperator: Operator = {
  name: 'Parent Guides Test LLC',
  postalAddress: '42 Test Lane, Springfield, IL 62701',
  governingState: 'Illinois',
};
