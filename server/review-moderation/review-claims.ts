import { reviewClaimsCopy } from '#content/admin-review-claims.ts';
import { fillPlaceholders } from '#shared/placeholders.ts';

/**
 * What a review claims that the guide cannot promise another parent: an amount of money, or a
 * legal outcome ("the judge reduced my payments"). Each found as written, in the order it appears.
 */
export interface ReviewClaims {
  amounts: string[];
  outcomes: string[];
}

/** Money, wherever it stands: "$400", "$3,000", "$1.5k", "400 dollars", "thousands of dollars". */
const moneyPatterns = [
  /\$\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:k|thousand|million)\b)?/giu,
  /\b\d+(?:,\d{3})*(?:\.\d+)?\s?(?:dollars|bucks|usd)\b/giu,
  /\b(?:hundreds|thousands) of dollars\b/giu,
];

/** A share: an amount only in a legal outcome's sentence ("support cut by 50%"), not in "100% worth it". */
const sharePattern = /\b\d+(?:\.\d+)?\s?(?:%|percent\b)/giu;

/**
 * Words that report a result, as a past fact or a hope ("win my case"). Lookaheads keep
 * everyday phrases out: "won't", "cut through the jargon", "dropped off the forms".
 */
const outcomePattern =
  /\b(?:won(?!['’]t)|win|reduced|lowered|cut(?! through)|dropped(?! off)|dismissed|thrown out|threw out|tossed out|overturned|reversed|vacated|set aside|waived|forgiven|wiped out|eliminated|terminated|cancell?ed|granted|beat|in my favou?r)\b/giu;

/** What an outcome word must stand beside, in the same sentence, to be a legal one. */
const legalPattern =
  /\b(?:support|payments?|order|orders|case|cases|hearings?|judges?|courts?|arrears|custody|visitation|motions?|petitions?|paternity|garnish\w*|contempt|modification|obligation|debt|appeal|lawsuit|ruling|judg(?:e)?ments?|magistrate|warrant|charges?|alimony)\b/iu;

/** A sentence: up to a stop followed by a space or the end, so "$1.5" or "e.g." stays inside. */
const sentencePattern = /(?:[^.!?;\n]|[.!?;](?=\S))+/gu;

interface Found {
  at: number;
  text: string;
}

function findAll(text: string, pattern: RegExp, offset = 0): Found[] {
  return [...text.matchAll(pattern)].map((match) => ({
    at: offset + match.index,
    text: match[0],
  }));
}

/** Each text once (as `key` spells it), in the order of first appearance. */
function distinct(found: Found[], key: (text: string) => string): string[] {
  const ordered = found.toSorted((a, b) => a.at - b.at);
  return [...new Set(ordered.map((item) => key(item.text)))];
}

/** The amounts and legal outcomes a review's text claims; both empty for "Clear and easy to read". */
export function reviewClaims(body: string): ReviewClaims {
  const text = body.normalize('NFKC');
  const amounts = moneyPatterns.flatMap((pattern) => findAll(text, pattern));
  const outcomes: Found[] = [];
  for (const { text: sentence, at } of findAll(text, sentencePattern)) {
    const said = legalPattern.test(sentence) ? findAll(sentence, outcomePattern, at) : [];
    outcomes.push(...said);
    if (said.length > 0) amounts.push(...findAll(sentence, sharePattern, at));
  }
  return {
    amounts: distinct(amounts, (amount) => amount),
    outcomes: distinct(outcomes, (word) => word.toLowerCase()),
  };
}

/**
 * The mark stored with a review, as the back office shows it ("Names an amount: $400; Claims a
 * legal outcome: cut"), or null when the text claims neither. Decided by the server when the
 * review arrives; the seller still approves or hides it.
 */
export function claimFlagOf(body: string): string | null {
  const { amounts, outcomes } = reviewClaims(body);
  const copy = reviewClaimsCopy;
  const parts = [
    ...(amounts.length > 0
      ? [fillPlaceholders(copy.amount, { found: amounts.join(copy.listSeparator) })]
      : []),
    ...(outcomes.length > 0
      ? [fillPlaceholders(copy.outcome, { found: outcomes.join(copy.listSeparator) })]
      : []),
  ];
  return parts.length > 0 ? parts.join(copy.separator) : null;
}
