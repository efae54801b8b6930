import { describe, expect, it } from 'vitest';
import { claimFlagOf, reviewClaims } from './review-claims.ts';

describe('the claims a review makes', () => {
  it.each([
    ['Got my support cut by $400 a month.', ['$400'], ['cut']],
    ['I won my hearing!', [], ['won']],
    ['The judge reduced my payments after I used the checklist.', [], ['reduced']],
    ['This guide saved $3,000.', ['$3,000'], []],
    ['My order was thrown out.', [], ['thrown out']],
    ['My arrears were forgiven and the case dismissed.', [], ['forgiven', 'dismissed']],
    ['Paid 250 dollars less each month', ['250 dollars'], []],
    ['Support was lowered 30% after the hearing.', ['30%'], ['lowered']],
    [
      'Saved me thousands of dollars. The judge ruled in my favor.',
      ['thousands of dollars'],
      ['in my favor'],
    ],
    ['My motion was GRANTED. Then it cut $1.5k and $1.5k again.', ['$1.5k'], ['granted']],
    ['Helped me win custody of my son.', [], ['win']],
  ])('%s', (body, amounts, outcomes) => {
    expect(reviewClaims(body)).toEqual({ amounts, outcomes });
  });

  it.each([
    'Clear and easy to read',
    'It told me what to bring to my hearing.',
    'I won’t go to court without it again.',
    "I won't go to court without it again.",
    'It cut through the court jargon.',
    'I dropped off the forms at court the next day.',
    '100% worth it, and the support team answered fast.',
    'It cut my reading time by 50%.',
    'We won! The guide was a relief.',
    'The guide showed me which form to file and when. Clear and calm.',
    'Plain words, and the forms were where it said.',
  ])('finds nothing in %s', (body) => {
    expect(reviewClaims(body)).toEqual({ amounts: [], outcomes: [] });
    expect(claimFlagOf(body)).toBeNull();
  });

  it('says why, as the back office shows it', () => {
    expect(claimFlagOf('Got my support cut by $400, the judge reduced it again.')).toBe(
      'Names an amount: $400; Claims a legal outcome: cut, reduced',
    );
    expect(claimFlagOf('Won my hearing')).toBe('Claims a legal outcome: won');
    expect(claimFlagOf('Saved $3,000')).toBe('Names an amount: $3,000');
  });
});
