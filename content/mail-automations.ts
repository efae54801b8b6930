/**
 * The automated mails' defaults: on or off, timings and texts, as a fresh install sends them.
 * The seller edits each in the back office's Mail section; a stored choice replaces these.
 * Bodies are Markdown; links to the site's own pages are paths, made absolute when sent.
 * {{placeholders}} are the site's facts (shared/placeholders.ts).
 */
export const automationDefaults = {
  'welcome-series': {
    enabled: true,
    settings: {
      steps: [
        {
          afterDays: 1,
          subject: 'Tip 1: the deadlines to watch',
          body: 'An administrative order has short deadlines. Read [how to challenge an order without a court hearing](/blog/challenge-child-support-without-court-hearing).',
        },
        {
          afterDays: 3,
          subject: 'Tip 2: the mistakes to avoid',
          body: 'Read [what makes an order invalid](/blog/invalid-child-support-orders).',
        },
        {
          afterDays: 7,
          subject: 'Tip 3: what to ask the agency',
          body: 'Read [the violations agencies commit](/blog/child-support-agency-violations).',
        },
      ],
    },
  },
  'checkout-reminder': {
    enabled: true,
    settings: {
      afterHours: 1,
      subject: 'Your {{guideName}} is waiting',
      body: 'You started a checkout for the {{guideName}} ({{price}}) and did not finish it. [Return to the checkout](/checkout) when you are ready.',
    },
  },
  'guide-update': {
    enabled: true,
    settings: {
      subject: 'A new version of the {{guideName}}',
      body: 'We have updated the {{guideName}}. Your copy of the new version is ready to download.',
    },
  },
  'review-request': {
    enabled: true,
    settings: {
      subject: 'How did {{guideName}} help you?',
      body: 'A few days have passed: we would like to know whether the guide helped you, and what we could do better.',
    },
  },
} as const;
