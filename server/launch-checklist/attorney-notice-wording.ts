/**
 * Whether the attorney notice, as the seller words it, still says what Texas asks of a
 * self-help product (Gov't Code §81.101(c), decision 105): that it is not (or is no)
 * substitute for the advice of an attorney or a lawyer. A check of the words, not of their
 * sense: it catches a notice reworded into "not legal advice", which is not that sentence.
 */
export function saysNotASubstituteForAnAttorney(notice: string): boolean {
  return (
    /\b(?:attorney|lawyer)s?\b/i.test(notice) && /\b(?:not|no) (?:a )?substitute\b/i.test(notice)
  );
}
