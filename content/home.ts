import { getGuideLabel } from './calls-to-action.ts';
import type { FaqId } from './faq.ts';

/**
 * Shape of the home page's copy, in section order. Strings may use the {{placeholders}}. The
 * hero's paragraph is a setting (the hero description), not copy.
 */
export interface HomeCopy {
  /** `short`: the one line a phone shows, the full text a tap away. */
  disclaimer: { title: string; short: string; text: string };
  hero: {
    eyebrow: string;
    cta: string;
    /** The loader adds the count of parents (`social-proof.ts`) when the data has one. */
    reassurance: readonly string[];
    shareLabel: string;
    shareText: string;
    share: { facebook: string; twitter: string; linkedin: string; email: string; copyLink: string };
  };
  explainer: { heading: string; paragraphs: readonly string[] };
  whatsInside: {
    heading: string;
    intro: string;
    items: readonly { title: string; text: string }[];
  };
  video: {
    heading: string;
    text: string;
    title: string;
    playLabel: string;
    posterAlt: string;
  };
  /** The quotes and figures come from the data (`sample-reviews.ts` holds the seed's). */
  testimonials: { heading: string };
  faqCards: {
    heading: string;
    intro: string;
    /** `faqId`: the FAQ entry that says more, which "Read more" opens. */
    items: readonly { question: string; answer: string; faqId: FaqId }[];
    linkLabel: string;
    cta: string;
  };
  learn: { heading: string; items: readonly string[] };
  enforcement: {
    heading: string;
    intro: string;
    consequences: readonly { title: string; text: string }[];
    comparison: {
      heading: string;
      attorneyLabel: string;
      attorneyRate: string;
      attorneyTotal: string;
      guideLabel: string;
      guidePrice: string;
      note: string;
    };
  };
  finalOffer: {
    heading: string;
    text: string;
    points: readonly string[];
    priceNote: string;
    /** The price note when the seller sets no regular price. */
    priceNoteAlone: string;
    guarantee: string;
    cta: string;
  };
}

/** Copy of the home page, in section order. */
export const homeCopy: HomeCopy = {
  disclaimer: {
    title: 'Educational Information Only',
    short: 'Educational information only, not legal advice.',
    text: '{{brand}} provides educational information about child support procedures. It is not legal advice and does not create an attorney-client relationship. For advice about your own case, talk to a licensed attorney in your state.',
  },
  hero: {
    eyebrow: 'For parents facing an administrative child support order',
    cta: getGuideLabel,
    reassurance: ['{{guarantee}}', 'Instant PDF download', '256-bit SSL secure checkout'],
    shareLabel: 'Share this guide with someone who needs it',
    shareText:
      '{{brand}}: a plain-English guide to challenging an administrative child support order before the deadline passes.',
    share: {
      facebook: 'Share on Facebook',
      twitter: 'Share on Twitter',
      linkedin: 'Share on LinkedIn',
      email: 'Share by e-mail',
      copyLink: 'Copy link',
    },
  },
  explainer: {
    heading: 'What Is an Administrative Child Support Order?',
    paragraphs: [
      'An administrative child support order is issued by a state child support agency, not by a judge. Every state runs a child support program under Title IV-D of the Social Security Act, and federal law (42 U.S.C. § 666) requires states to have procedures that let these agencies establish paternity, set support and enforce it, often without a courtroom hearing.',
      'Once it is final, an administrative order carries the same weight as a court order. It can lead to wage garnishment, a suspended license, an intercepted tax refund and a growing balance of arrears. Under the federal Bradley Amendment (42 U.S.C. § 666(a)(9)), past-due support generally cannot be reduced retroactively, so every month counts.',
      'Agencies handle large caseloads, and mistakes happen: a notice sent to the wrong address, an income figure that is out of date, a paternity acknowledgment signed under pressure. Due process gives you the right to notice and an opportunity to be heard, but you have to use it before your deadline, which in most states is 20-35 days from service.',
    ],
  },
  whatsInside: {
    heading: "What's Inside the Guide",
    intro:
      '{{pages}} pages of plain-English, step-by-step information, organized around the deadlines you face.',
    items: [
      {
        title: 'State deadlines and agencies',
        text: 'The challenge windows and agencies for Texas, California, Florida, New York and Pennsylvania, and how to find the exact deadline on your own notice.',
      },
      {
        title: 'Spotting agency errors',
        text: 'A checklist of common procedural problems: defective service, missing notice, wrong income figures and orders that go beyond what the agency may decide.',
      },
      {
        title: 'Paternity acknowledgment challenges',
        text: 'How the 60-day rescission period works, and when a later challenge may still be possible for fraud, duress or material mistake of fact.',
      },
      {
        title: 'The challenge, step by step',
        text: 'How to request an administrative review or hearing, what to include, and how to keep proof that you filed on time.',
      },
      {
        title: 'Sample forms and letters',
        text: 'Templates you can adapt for review requests, records requests and preparing for a hearing.',
      },
      {
        title: 'Federal law reference',
        text: 'Plain-English summaries of Title IV-D, 42 U.S.C. § 654 and § 666, and the garnishment limits in the Consumer Credit Protection Act.',
      },
    ],
  },
  video: {
    heading: 'Watch the 2-Minute Overview',
    text: 'A short introduction to administrative child support orders, the deadlines that apply to them, and how the guide walks you through your options.',
    title: 'How to challenge an administrative child support order: a 2-minute overview',
    playLabel: 'Play the intro video',
    posterAlt: 'Opening frame of the {{brand}} intro video',
  },
  testimonials: {
    heading: 'What Parents Say',
  },
  faqCards: {
    heading: 'Common Questions',
    intro: 'Short answers to what parents ask most. The FAQ has the details.',
    items: [
      {
        question: 'Is this legal advice?',
        faqId: 'legal-advice',
        answer:
          'No. The guide is educational information that helps you understand the process; it does not create an attorney-client relationship.',
      },
      {
        question: 'Who is the guide for?',
        faqId: 'about-the-guide',
        answer:
          'Parents in the US who believe an administrative child support order or an acknowledgment of paternity is invalid and want to understand their options.',
      },
      {
        question: 'How fast do I get it?',
        faqId: 'delivery',
        answer:
          'Right away: you can download the PDF as soon as your payment goes through, and a copy arrives by e-mail, usually within 5-10 minutes.',
      },
      {
        question: 'Which states does it cover?',
        faqId: 'states',
        answer:
          'The federal rules that apply in every state, plus state-specific deadlines and agencies for Texas, California, Florida, New York and Pennsylvania.',
      },
      {
        question: 'What if my deadline has already passed?',
        faqId: 'old-orders',
        answer:
          'You may still have options, such as a modification request or a challenge based on defective service. The guide explains what to look for.',
      },
      {
        question: 'Is there a guarantee?',
        faqId: 'refunds',
        answer:
          'Yes. If the guide is not what you need, e-mail us within {{refundDays}} days for a full refund.',
      },
    ],
    linkLabel: 'Read more in the FAQ',
    cta: 'Get the Guide Now - {{price}}',
  },
  learn: {
    heading: "What You'll Learn",
    items: [
      'How to find your exact challenge deadline on the notice you received',
      'The difference between administrative and judicial child support orders',
      'The procedural errors that can make an administrative order invalid',
      'How to request an administrative review or hearing, step by step',
      'When and how an acknowledgment of paternity can be challenged',
      'How wage garnishment works and the federal limits on it',
      'When a change in income may justify a modification',
      'How to organize your documents and evidence before a review',
    ],
  },
  enforcement: {
    heading: 'What Happens If You Do Nothing',
    intro:
      'An administrative order becomes enforceable once it is final. Enforcement can start in as little as 15-30 days, and once it starts, it is much harder to undo.',
    consequences: [
      {
        title: 'Wage garnishment',
        text: 'Up to 65% of your disposable income can be withheld from your paycheck, often $500-2,000+ every month.',
      },
      {
        title: 'License suspension',
        text: "Your driver's license and professional or recreational licenses can be suspended for unpaid support.",
      },
      {
        title: 'Tax refund intercept',
        text: 'Federal and state tax refunds can be taken and applied to the balance the agency says you owe.',
      },
      {
        title: 'Asset seizure',
        text: 'Bank accounts and other assets can be frozen and seized, in some cases within 30 days.',
      },
    ],
    comparison: {
      heading: 'Compare the Cost',
      attorneyLabel: 'Family attorney',
      attorneyRate: '$300-500 per hour',
      attorneyTotal: '$2,000+ total',
      guideLabel: 'The {{guideName}}',
      guidePrice: '{{price}} one-time',
      note: 'The guide costs 98% less than an attorney, so you can understand your options before you decide whether to pay for legal help.',
    },
  },
  finalOffer: {
    heading: "Don't Let Your Deadline Pass",
    text: 'Your challenge window may already be running. Get the guide today, learn the steps, and file before the deadline on your notice.',
    points: [
      '{{pages}} pages of plain-English, step-by-step information',
      'Deadlines and agencies for Texas, California, Florida, New York and Pennsylvania',
      'Sample forms and a federal law reference',
      'Instant PDF download, with a copy sent by e-mail',
    ],
    priceNote: 'One-time payment of {{price}} (regularly {{compareAtPrice}}), no subscription',
    priceNoteAlone: 'One-time payment of {{price}}, no subscription',
    guarantee:
      '{{guarantee}}. If the guide is not what you need, e-mail us within {{refundDays}} days for a full refund.',
    cta: getGuideLabel,
  },
};
