/**
 * Whether a visitor's question is about their own case: their order, hearing, amounts, dates,
 * or what they should do. Answering those is what courts have held to be the unauthorised
 * practice of law (docs/decisions/106), so the chat answers them with general information and
 * where to find a lawyer or legal aid, and the server marks a handed-over one in Messages.
 * Both run this one module. It matches phrases, it does not understand: it errs towards
 * "own case", whose answer is safe for any question about the law.
 */

/** `source` as whole words: not inside another word. */
const words = (source: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}'])(?:${source})(?![\\p{L}\\p{N}])`, 'u');

const alternatives = (list: readonly string[]) => list.join('|');

/** What a person's case is made of, after "my" or "our". */
const caseThings = [
  'case',
  'cases',
  'situation',
  'hearing',
  'hearings',
  'court',
  'court date',
  'trial',
  'judge',
  'magistrate',
  'case ?worker',
  'case number',
  'arrears',
  'arrearage',
  'back support',
  'child support',
  'support',
  'obligation',
  'custody',
  'visitation',
  'parenting time',
  'paternity',
  'wages?',
  'paychecks?',
  'income',
  'salary',
  'licen[cs]e',
  'passport',
  'garnishment',
  'tax refund',
  'benefits',
  'notice',
  'summons',
  'petition',
  'appeal',
  'modification',
  'deadline',
  'judgm?ent',
  'warrant',
  'subpoena',
];

/** The people of a case, after "my" or "our": own case unless the question is about the guide. */
const casePeople = [
  'ex',
  'ex-wife',
  'ex-husband',
  'ex-partner',
  'wife',
  'husband',
  'child',
  'children',
  'kids?',
  'son',
  'daughter',
  'lawyer',
  'attorney',
  'employer',
];

/** What turns a bare "order" or "payments" into a child support one. */
const caseQualifiers = ['child support', 'support', 'court', 'custody', 'administrative'];

/** Things a person has, gets or is served with in a case, after "I have", "we got"... */
const caseEvents = [
  'a hearing',
  'hearing',
  'court',
  'a court date',
  'a trial',
  'trial',
  'a notice',
  'a summons',
  'a petition',
  'a subpoena',
  'a warrant',
  'a judgm?ent',
  'an order (?:from|saying|that)',
  'a support order',
  'a child support order',
  'arrears',
  'back support',
  'child support',
  'to pay',
];

const amount = String.raw`\$ ?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)? ?(?:dollars|usd|bucks)`;

const months =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const weekdays = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const date = [
  String.raw`(?:on )?the \d{1,2}(?:st|nd|rd|th)`,
  String.raw`(?:${months}) \d{1,2}(?:st|nd|rd|th)?`,
  String.raw`\d{1,2}/\d{1,2}(?:/\d{2,4})?`,
  'tomorrow',
  'today',
  String.raw`(?:next|this) (?:week|month|${weekdays})`,
  `on (?:${weekdays})`,
];

/** What a case has dates for. */
const datedThings = ['hearing', 'court', 'trial', 'deadline', 'review', 'appointment'];

/** Words of a question about the guide, its purchase or its delivery, not about a case. */
const aboutThePurchase = words(
  alternatives([
    'guide',
    'book',
    'pdf',
    'download\\w*',
    'e-?mail',
    'receipt',
    'checkout',
    'purchased?',
    'bought',
    'buy',
    'card',
    'paypal',
    'link',
    'confirmation',
    'arrived?',
    'received?',
    'delivery',
  ]),
);

const firstPerson = words(
  alternatives(['i', "i'm", 'im', "i've", "i'd", 'me', 'my', 'mine', 'we', 'our', 'us']),
);

/**
 * Asking what to do, for a judgement of their choice, or naming the people of their case: own
 * case unless the question is about the guide ("should I buy it?", "my wife bought the guide").
 */
const askingWhatToDo = [
  'should (?:i|we)',
  'shall (?:i|we)',
  'what (?:should|shall|must) (?:i|we) do',
  'what do (?:i|we) do now',
  'what would you do',
  '(?:would|do|can|could) you (?:advise|recommend|suggest)',
  'do you think (?:i|we|my|our)',
  '(?:can|could|may) (?:i|we) (?:skip|ignore|miss|refuse|stop paying|stop|not pay|not go|not show|avoid|quit)',
  '(?:am i|are we) (?:required|obligated|supposed|allowed|entitled)',
  `(?:my|our) (?:${alternatives(casePeople)})`,
]
  .map(words)
  .concat(
    // At the start of a clause only: "how long do I have to ..." asks a general deadline.
    /(?:^|[.!?,;:] ?|(?<![\p{L}])(?:and|but|so|then|or) )(?:do|will|would|must) (?:i|we) (?:have|need) to(?![\p{L}])/u,
  );

/** Always own case: their case's things, what happened to them, outcomes they ask about. */
const aboutTheirCase = [
  `(?:my|our) (?:(?:${alternatives(caseQualifiers)}|current|new|old|last|next|upcoming) )?(?:${alternatives(caseThings)})`,
  `(?:my|our) (?:${alternatives(caseQualifiers)}) (?:orders?|payments?|review)`,
  // A bare "my order" is the guide's unless it says something.
  '(?:my|our) orders? (?:says?|said|states?|requires?|sets?|orders?|is for|was (?:issued|entered|modified|changed)|went up|is too)',
  `(?:i|we) (?:have|had|got|received|was served with|were served with|was sent|missed|lost|won|filed|signed|was given) (?:${alternatives(caseEvents)})`,
  '(?:i|we) (?:was|were|am|are|have been|got) (?:ordered|served|summoned|sued|garnished)',
  "(?:i'm|im|i am|we're|we are) being (?:sued|garnished|taken to court|held)",
  '(?:i|we) (?:owe|am behind|are behind)',
  '(?:i|we) (?:pay|paid|am paying|are paying) (?:child support|support|arrears)',
  'will (?:i|we) (?:win|lose|go to jail|be arrested|owe)',
  '(?:am i|are we) going to (?:win|lose|jail|prison|be)',
  'will (?:the|my|our) (?:judge|court|magistrate|agency|case ?worker)',
  'what are (?:my|our) (?:chances|odds|options)',
  '(?:take|garnish|suspend|seize|arrest|jail|sue|levy) (?:me|us)',
].map(words);

const amountPattern = words(amount);
const perPeriod = words(
  '(?:a|per|each|every) (?:month|week|year|paycheck)|/ ?(?:month|mo|week|wk)|monthly|weekly|biweekly|yearly',
);
const obligation = words('owe|owed|behind|arrears|back support|support|earn|make|income|salary');
const judgement = words(
  '(?:is|was) (?:it|this|that) (?:right|fair|correct|legal|normal|too much|too high|enough)',
);
const datePattern = words(alternatives(date));
const datedThing = words(alternatives(datedThings));

/** Lower case, straight apostrophes, single spaces. */
function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `question` asks about the asker's own case rather than how things work in general. */
export function isOwnCaseQuestion(question: string): boolean {
  const text = normalise(question);
  const personal = firstPerson.test(text);
  const aboutPurchase = aboutThePurchase.test(text);
  if (aboutTheirCase.some((pattern) => pattern.test(text))) return true;
  if (!aboutPurchase && askingWhatToDo.some((pattern) => pattern.test(text))) return true;
  if (amountPattern.test(text) && !aboutPurchase) {
    if (perPeriod.test(text) || (personal && obligation.test(text))) return true;
  }
  if (personal && judgement.test(text) && !aboutPurchase) return true;
  return datePattern.test(text) && datedThing.test(text);
}
