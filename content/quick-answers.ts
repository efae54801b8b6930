import { getGuideLabel } from './calls-to-action.ts';

/** How urgent a quick answer is, shown as a badge. */
export type Urgency = 'Critical' | 'High' | 'Medium';

/** One quick answer: the short answer, the longer one and where the guide covers it. */
export interface QuickAnswer {
  question: string;
  urgency: Urgency;
  quickAnswer: string;
  detailedAnswer: string;
  guide: string;
}

/** Copy of the Quick Answers page. Strings may use the {{placeholders}}. */
export const quickAnswersCopy: {
  intro: string;
  labels: { quickAnswer: string; detailedAnswer: string; guide: string; urgency: string };
  cta: string;
  items: readonly QuickAnswer[];
  closing: { heading: string; text: string; checkoutLabel: string; faqLabel: string };
} = {
  intro:
    'Short, direct answers to the questions parents ask when a deadline is running, each with the pages of the guide that cover it in full.',
  labels: {
    quickAnswer: 'Quick answer',
    detailedAnswer: 'In detail',
    guide: 'In the guide',
    urgency: 'Urgency',
  },
  cta: 'Get Complete Guide ({{price}})',
  items: [
    {
      question: 'How long do I have to challenge an administrative child support order?',
      urgency: 'Critical',
      quickAnswer:
        'Usually 20-35 days from the date you were served, depending on your state. Check your notice today.',
      detailedAnswer:
        'Each state sets its own window: 30 days in Texas (OAG), 30 days in California (DCSS), 20 days in Florida (Department of Revenue), 35 days to petition for administrative review in New York (SCU) and 30 days for an administrative appeal in Pennsylvania (BCSE). The clock normally starts on the date of service, not the day you open the envelope. Your notice states the exact deadline and where to send your request. Once the window closes, the order can become final and enforceable, and your options narrow.',
      guide: 'Guide pages 4-7',
    },
    {
      question: 'Can my wages be garnished before I challenge the order?',
      urgency: 'Critical',
      quickAnswer:
        'Yes. Enforcement can start in 15-30 days, and up to 65% of your disposable earnings can be withheld.',
      detailedAnswer:
        'Income withholding is the main enforcement tool, and your employer has to follow the withholding notice it receives. The Consumer Credit Protection Act (15 U.S.C. § 1673(b)) caps garnishment for support at 50-65% of disposable earnings: 50% if you support another spouse or child, 60% if you do not, and 5% more in either case if you are more than 12 weeks behind. For many parents that means $500-2,000+ a month. Filing a timely challenge gets your objections heard, but it does not automatically stop withholding, so act early.',
      guide: 'Guide pages 15-16',
    },
    {
      question: 'Do I have to keep paying while my challenge is pending?',
      urgency: 'High',
      quickAnswer:
        'In most cases, yes. The order stays in force while the agency decides, and a review often takes 30-60 days.',
      detailedAnswer:
        'Filing a challenge usually does not pause the order, so anything you do not pay keeps adding up as arrears. Under the federal Bradley Amendment (42 U.S.C. § 666(a)(9)), past-due support generally cannot be reduced retroactively, even if the order is changed later. Paying what you can and keeping proof of every payment limits the arrears and enforcement you may face in the meantime. Ask the agency in writing whether your state allows any pause or temporary adjustment while your review is pending.',
      guide: 'Guide pages 8-9',
    },
    {
      question: 'I was never properly served. Is the order still valid?',
      urgency: 'High',
      quickAnswer:
        'It may be open to challenge. Due process requires notice and an opportunity to be heard before an order is made against you.',
      detailedAnswer:
        'Defective service is one of the most common procedural problems with administrative orders: a notice mailed to an old address, handed to the wrong person or missing required information. Because the challenge deadline usually runs from service, a defect in service can affect whether that deadline ever started. Even so, you are expected to act promptly once you learn about the order, so do not wait. Write down when and how you first found out, and ask the agency for a copy of its proof of service.',
      guide: 'Guide pages 10-11',
    },
    {
      question: 'I signed an acknowledgment of paternity. Is it too late to challenge it?',
      urgency: 'High',
      quickAnswer:
        'Not always. You can rescind within 60 days; later challenges usually have to be brought within 60 days to 2 years, longer for fraud or duress.',
      detailedAnswer:
        'Federal law (42 U.S.C. § 666(a)(5)(D)) lets a signer rescind an acknowledgment within 60 days, or earlier if a legal proceeding about the child comes first. After that, it can generally be challenged only on the basis of fraud, duress or material mistake of fact, and the person challenging has to prove it. State deadlines for these later challenges usually run from 60 days to 2 years, with more time in some states where fraud or duress is involved. Gather your evidence early, including records of when, where and how you signed.',
      guide: 'Guide pages 12-14',
    },
    {
      question: 'My income dropped. Can I lower my child support?',
      urgency: 'Medium',
      quickAnswer:
        'Often, yes. An income change of about 15-20% or more is a common threshold, and a modification typically takes 30-90 days.',
      detailedAnswer:
        'Most states review an order when circumstances change substantially, and many use an income change of roughly 15-20% as the benchmark, though the exact rule varies. You ask the agency that issued the order for a review and back it up with proof such as pay stubs, a termination letter or tax returns. The process typically takes 30-90 days, and the new amount usually applies only from the date you asked, not before. That is why it pays to request a review as soon as your income changes.',
      guide: 'Guide pages 17-18',
    },
  ],
  closing: {
    heading: 'Need the Full Step-by-Step Process?',
    text: 'These answers are a starting point. The {{guideName}} covers every step in {{pages}} pages, with sample forms and a federal law reference, and comes with a {{refundDays}}-day money-back guarantee.',
    checkoutLabel: getGuideLabel,
    faqLabel: 'Read the full FAQ',
  },
};
