/**
 * The automated mails' defaults: on or off, timings and texts, as a fresh install sends them.
 * The seller edits each in the back office's Mail section; a stored choice replaces these.
 * Bodies are Markdown; links to the site's own pages are paths, made absolute when sent.
 * {{placeholders}} are the site's facts (shared/placeholders.ts) and, in mail to a buyer,
 * {{firstName}}. The welcome series says only what the articles and state guides it links say.
 */
const guideLine =
  'If you would like every step in one place, the [{{guideName}}](/checkout) walks through the challenge in {{pages}} pages for {{price}}, with a {{refundDays}}-day money-back guarantee.';

export const automationDefaults = {
  'welcome-series': {
    enabled: true,
    settings: {
      steps: [
        {
          afterDays: 1,
          subject: 'Tip 1 of 3: the deadlines to watch',
          body: [
            'Thank you for subscribing. Here is the first of three short tips, and the one that matters most: the deadline.',
            'An administrative child support deadline usually runs from the day you were **served** or notified, not from the day you opened the envelope. The usual windows:',
            '- Texas: 30 days from service ([Texas guide](/states/texas-child-support))\n- California: 30 days ([California guide](/states/california-child-support))\n- Florida: 20 days ([Florida guide](/states/florida-child-support))\n- New York: 35 days to petition for administrative review ([New York guide](/states/new-york-child-support))\n- Pennsylvania: 30 days to file an administrative appeal ([Pennsylvania guide](/states/pennsylvania-child-support))',
            'Count calendar days unless your notice says otherwise, and do not count on a weekend or mailing time to give you extra days. Your notice states the deadline that applies to you: write it in your calendar with a reminder a week earlier.',
            'A signed acknowledgment of paternity has its own clock: it can be rescinded within 60 days. [What to do after 60 days](/blog/acknowledgment-of-paternity).',
            'How to count yours and what to send: [How to challenge child support without a court hearing](/blog/challenge-child-support-without-court-hearing). This is general information, not legal advice.',
            guideLine,
          ].join('\n\n'),
        },
        {
          afterDays: 3,
          subject: 'Tip 2 of 3: the mistakes to avoid',
          body: [
            'The second tip: the mistakes that sink most challenges to a child support order.',
            '- **Waiting for a second letter** before acting. There may not be one.\n- **Relying on a phone call** instead of a written request. Write, and keep proof of delivery.\n- **Stopping payments** while the review is pending. Past-due support cannot be reduced later, so pay what you can and keep records.\n- **Arguing about the other parent** instead of the numbers and the rules.\n- **Raising only one problem** when several exist.\n- **Sending your originals.** Send copies and keep the originals.',
            'Another one: assuming an order is void and waiting. Most problems make an order voidable, and those have to be raised within the deadline on your notice. [Is your child support order invalid?](/blog/invalid-child-support-orders)',
            'The full list, with the steps that work: [How to challenge child support without a court hearing](/blog/challenge-child-support-without-court-hearing).',
            guideLine,
          ].join('\n\n'),
        },
        {
          afterDays: 7,
          subject: 'Tip 3 of 3: what to ask the agency',
          body: [
            'The last tip: most agency mistakes only show in the agency’s own records. Ask for them in writing, and keep a copy of your request:',
            '1. The complete case file, with notes and the log of contacts and mailings.\n2. The guideline calculation worksheet used for your order, with every income figure and its source.\n3. Proof of service for every notice.\n4. Any income information the agency relied on.\n5. The income withholding order sent to your employer, if your wages are garnished.\n6. The agency’s written procedures, or the rule that sets your deadline and your hearing rights.',
            'If the records will not arrive before your deadline, file your challenge on time anyway and say that you have asked for the file and will add to your challenge when you receive it.',
            'What to look for once you have them: [Child support agency violations](/blog/child-support-agency-violations).',
            'That was the last of the three tips. From now on we write when we publish new articles and state guides.',
            guideLine,
          ].join('\n\n'),
        },
      ],
    },
  },
  'checkout-reminder': {
    enabled: true,
    settings: {
      afterHours: 1,
      subject: 'You left the {{guideName}} in your checkout',
      body: [
        'Hello {{firstName}},',
        'You started a checkout for the {{guideName}} and did not finish it. Nothing was charged.',
        'If a question held you back: the guide is {{pages}} pages, costs {{price}} and comes with a {{refundDays}}-day money-back guarantee. [Return to the checkout](/checkout) whenever you are ready, or write to {{supportEmail}}.',
        'This is the only reminder we send about this checkout.',
      ].join('\n\n'),
    },
  },
  'guide-update': {
    enabled: true,
    settings: {
      subject: 'A new version of the {{guideName}} is ready',
      body: [
        'Hello {{firstName}},',
        'We have updated the {{guideName}} you bought from {{brand}}. Your copy of the new version is ready: the link in this mail works like your first one, for {{linkValidDays}} days and {{downloadLimit}} downloads.',
      ].join('\n\n'),
    },
  },
  'review-request': {
    enabled: true,
    settings: {
      subject: 'How did the {{guideName}} help you? | {{brand}}',
      body: [
        'Hello {{firstName}},',
        'Thank you for buying the {{guideName}}. A few days have passed: we would like to know whether it helped you, and what we could do better.',
        'If you have two minutes, rate it and tell other parents in a few sentences:',
      ].join('\n\n'),
    },
  },
} as const;

/** The parts of the automated mails that are not the seller's texts. */
export const automationMailCopy = {
  /** {{firstName}} in a mail whose recipient gave no usable name. */
  unnamed: 'there',
  checkoutButton: 'Return to the checkout',
  checkoutWhy: 'You receive this mail because you asked for news when you started a checkout.',
  unsubscribe: 'Unsubscribe',
} as const;
