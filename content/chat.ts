import { legalHelp } from './legal-help.ts';

/** A family of questions the chat bot recognizes, and its canned answer. */
export interface ChatTopic {
  readonly name: string;
  /** Whole words or phrases, matched case-insensitively. */
  readonly keywords: readonly string[];
  readonly reply: string;
  /** The reply also offers to send the question on to a person (the hand-over form). */
  readonly offersHandover?: boolean;
}

/**
 * How a reply's site path or web address reads as link text; written to fit "on ..." and
 * "in ...". A state guide's path reads as `guideLinkLabel`.
 */
const linkLabels: Readonly<Record<string, string>> = {
  '/checkout': 'the checkout page',
  '/faq': 'the FAQ',
  '/quick-answers': 'the Quick Answers page',
  ...Object.fromEntries(Object.values(legalHelp).map(({ url, label }) => [url, label])),
};

/** Said wherever the chat hands a question to a person: support is no lawyer either. */
const noLegalAdvice = 'Our support team cannot give legal advice on your case.';

/**
 * The chat widget (its title and the attorney notice it shows are content settings, `chatTitle`
 * the title's default). Replies are educational only; {{placeholders}} are filled from the
 * product record and the site info. Site paths written as /checkout or /faq, and the web
 * addresses of `linkLabels`, become links shown with their `linkLabels` wording.
 */
export const chatCopy = {
  // Named for what it answers: questions about the guide, never about a reader's own case.
  chatTitle: 'Questions about the guide',
  status: 'Automated assistant',
  launcherLabel: 'Chat with support',
  closeLabel: 'Close chat',
  logLabel: 'Chat messages',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your question...',
  send: 'Send',
  typing: 'Assistant is typing...',
  // The bot is not a person: it is named for what it is.
  senders: { bot: 'Assistant', user: 'You' },
  linkLabels,
  /** How a state guide's path reads as link text. */
  guideLinkLabel: 'our {{state}} guide',
  greeting:
    "Hi! I'm an automated assistant, not a lawyer or a person. I can answer common questions about the {{guideName}}: what's inside, the price, the download and our {{refundDays}}-day guarantee. What would you like to know?",
  /**
   * Every question here is about child support, so the phrase says nothing about
   * what is asked; left in, its 'support' would send most questions to the contact reply.
   */
  ignoredPhrases: ['child support'],
  /**
   * A question naming a state (any of the 50 and DC, by name or two-letter code), answered
   * before the topics from the state guides published (the chat island's `data-chat-guides`): whether we have
   * a guide for it, with its link, and what the guide covers; no price, no push to buy.
   * {{state}}, {{agency}}, {{agencyName}}, {{challengeDays}}, {{guidePath}} and
   * {{guideStates}} come from that list.
   */
  stateReplies: {
    /** Asking which states are covered without naming one. */
    keywords: [
      'which states',
      'what states',
      'which state',
      'what state',
      'my state',
      'other states',
      'all states',
      'state guide',
      'state guides',
    ],
    withGuide:
      "Yes, we have a free guide for {{state}}: read it in {{guidePath}}. It explains how orders of the {{agencyName}} ({{agency}}) work and the {{challengeDays}}-day deadline to challenge one. The {{guideName}} explains the federal rules every state's program follows, so it applies in {{state}} too.",
    withoutGuide:
      "We have no guide for {{state}} yet; our free state guides cover {{guideStates}}. The {{guideName}} explains the federal rules every state's program follows (Title IV-D of the Social Security Act), so the general process applies in {{state}} too. For your exact deadline, check the notice you received or ask the child support agency that sent it.",
    coverage:
      "Our free state guides cover {{guideStates}}. The {{guideName}} explains the federal rules every state's program follows (Title IV-D of the Social Security Act), so the general process applies in every state. Tell me your state and I'll say what we have for it.",
  },
  /**
   * A question about the visitor's own case (their order, hearing, amounts, what they should
   * do: shared/own-case-question.ts), answered before anything else: general information, the
   * state's guide when the question names a state we have one for, and where to find a lawyer
   * or legal aid (content/legal-help.ts). Never what to do. {{state}}, {{guidePath}},
   * {{legalAidUrl}} and {{lawyerReferralUrl}} are filled in by the chat.
   */
  ownCase: {
    reply:
      "That sounds like a question about your own case. I'm an automated assistant, not a lawyer, so I can't answer it: only a lawyer who knows your case can. In general, the {{guideName}} explains how child support orders, reviews and hearings work, so you can prepare and know what to ask.",
    withGuide: 'Our free {{state}} guide explains how orders work there: {{guidePath}}.',
    legalHelp:
      "To find a lawyer or free legal aid: legal aid programs near you are listed on {{legalAidUrl}}, and your state bar's lawyer referral service is in {{lawyerReferralUrl}}.",
  },
  /** Checked in this order: the first topic with a matching keyword answers. */
  topics: [
    {
      name: 'greeting',
      keywords: [
        'hi',
        'hello',
        'hey',
        'good morning',
        'good afternoon',
        'good evening',
        'greetings',
        'howdy',
      ],
      reply:
        'Hello! Ask me about the guide, its price, how the download works or our {{refundDays}}-day money-back guarantee. I share general information, not legal advice.',
    },
    {
      name: 'price',
      keywords: ['price', 'pricing', 'cost', 'costs', 'how much', 'expensive', 'afford', '$'],
      reply:
        'The {{guideName}} is a one-time payment of {{price}}, with no subscription. It comes with a {{refundDays}}-day money-back guarantee. You can get it on /checkout.',
    },
    {
      name: 'download',
      keywords: [
        'download',
        'downloads',
        'pdf',
        'email',
        'e-mail',
        'receive',
        'received',
        'access',
        'delivery',
      ],
      reply:
        'Right after payment you can download the PDF, and we e-mail you a download link as well (allow 5-10 minutes and check your spam folder). If nothing arrives, write to {{supportEmail}}.',
    },
    {
      name: 'legal',
      keywords: [
        'legal',
        'court',
        'courts',
        'lawyer',
        'lawyers',
        'attorney',
        'attorneys',
        'judge',
        'hearing',
        'hearings',
      ],
      reply:
        "I can't give legal advice, and the guide does not replace a lawyer. It explains how child support orders and hearings work, so you can prepare and ask better questions. For advice on your case, consult a licensed attorney in your state.",
    },
    {
      name: 'guarantee',
      keywords: ['guarantee', 'guaranteed', 'refund', 'refunds', 'money back', 'money-back'],
      reply:
        'Every purchase has a {{refundDays}}-day money-back guarantee: if the guide does not help you, e-mail {{supportEmail}} within {{refundDays}} days for a full refund, paid back within 5-10 business days after approval.',
    },
    {
      name: 'administrative',
      keywords: ['administrative', 'agency', 'agencies', 'order', 'orders'],
      reply:
        'Many child support orders are set by a state agency rather than a judge. They often come with short deadlines to ask for a review, commonly 20 to 35 days. The guide explains how these orders work and how to challenge one in time: {{price}} on /checkout.',
    },
    {
      name: 'help',
      keywords: ['help', 'contact', 'support', 'talk to', 'speak to', 'human'],
      reply:
        'You can reach our team at {{supportEmail}}; we reply by e-mail. Answers to common questions are in /faq. We can help with your purchase and download, but not with legal advice on your case.',
      offersHandover: true,
    },
    {
      name: 'red-flags',
      keywords: [
        'red flag',
        'red flags',
        'warning',
        'warnings',
        'sign',
        'signs',
        'wrong',
        'invalid',
        'mistake',
        'mistakes',
      ],
      reply:
        'Common red flags include income figures that are not yours, a notice you never received, a missed deadline and paternity that was never properly established. The guide has a checklist to spot them: {{price}} on /checkout, with a {{refundDays}}-day guarantee.',
    },
    {
      name: 'federal-law',
      keywords: [
        'federal',
        'law',
        'laws',
        'statute',
        'statutes',
        'title iv',
        'title iv-d',
        'usc',
        'u.s.c',
      ],
      reply:
        'Child support enforcement follows federal rules, mainly Title IV-D of the Social Security Act (42 U.S.C. 651-669b), which every state program must meet. The guide includes a plain-English federal laws reference.',
    },
  ],
  defaultReply:
    'Thanks for your question! The {{guideName}} explains, step by step, how child support orders work and how to challenge one. It is {{price}}, one-time, with a {{refundDays}}-day money-back guarantee, on /checkout. Short answers to urgent questions are on /quick-answers.',
  /**
   * Sending a question the bot could not answer to support: stored as a contact message
   * (same rules and limits as the contact form), answered by a person by e-mail.
   */
  handover: {
    offer: `I may not have answered your question. I can send it to our support team and a person will reply by e-mail, or you can write to {{supportEmail}} yourself. ${noLegalAdvice}`,
    /** After the answer to a question about the visitor's own case. */
    ownCaseOffer: `I can also send your question to our support team; a person will reply by e-mail. ${noLegalAdvice} They can help with the guide, your purchase and the download.`,
    title: 'Send your question to support',
    emailLabel: 'Your e-mail',
    emailPlaceholder: 'you@example.com',
    questionLabel: 'Your question',
    submit: 'Send to support',
    busy: 'Sending...',
    dismiss: 'Not now',
    // The contact form's promise ("We'll get back to you soon"): no reply time the seller has not set.
    sent: `Thanks, your question was sent to our support team. We'll reply by e-mail soon. ${noLegalAdvice}`,
    failure: 'Your question could not be sent. Please try again.',
  },
} as const satisfies {
  topics: readonly ChatTopic[];
  [key: string]: unknown;
};
