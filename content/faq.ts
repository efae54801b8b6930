/** Each entry's anchor on the FAQ page (/faq#refunds): links stay stable whatever the wording. */
export type FaqId =
  | 'about-the-guide'
  | 'administrative-orders'
  | 'deadlines'
  | 'paternity'
  | 'refunds'
  | 'delivery'
  | 'payment-security'
  | 'states'
  | 'legal-advice'
  | 'old-orders'
  | 'modification'
  | 'contact';

/** One FAQ entry: a question and its answer in 1-3 paragraphs. Strings may use the {{placeholders}}. */
export interface FaqEntry {
  id: FaqId;
  question: string;
  answer: readonly string[];
}

/** Copy of the FAQ page: intro, links, disclaimer and the 12 questions. */
export const faqCopy: {
  intro: string;
  links: { quickAnswers: string; legalNotice: string; terms: string; privacy: string };
  disclaimer: { title: 'Important Disclaimer'; text: string };
  items: readonly FaqEntry[];
} = {
  intro:
    'Straight answers about the guide, administrative orders, deadlines, refunds and delivery.',
  links: {
    quickAnswers: 'Quick Answers to urgent questions',
    legalNotice: 'Legal Notice',
    terms: 'Terms & Conditions',
    privacy: 'Privacy Policy',
  },
  disclaimer: {
    title: 'Important Disclaimer',
    text: 'The information on this site and in the {{guideName}} is educational only. It is not legal advice, and reading or using it does not create an attorney-client relationship. Child support law varies by state and changes over time; for advice about your own situation, consult a licensed attorney in your state.',
  },
  items: [
    {
      id: 'about-the-guide',
      question: 'What is the {{guideName}}?',
      answer: [
        'The {{guideName}} is a {{pages}}-page PDF that explains, in plain English, how administrative child support orders and acknowledgments of paternity work and how parents challenge them. It covers challenge deadlines, common agency errors, the review and hearing process, sample forms and a reference to the federal laws behind the system.',
        'It is written for parents who believe an order against them is invalid or wrong and want to understand their options before a deadline passes. It is educational information: it explains the process so you can act on time and ask the right questions, but it does not tell you what to do in your particular case.',
      ],
    },
    {
      id: 'administrative-orders',
      question: 'What is an administrative child support order?',
      answer: [
        'It is a support order issued by a state child support agency rather than by a judge. Under Title IV-D of the Social Security Act, every state runs a child support program, and federal law (42 U.S.C. § 666) requires states to have procedures that let the agency establish paternity, set support and enforce it, often without a courtroom hearing.',
        'Once it is final, an administrative order is enforceable in the same ways as a court order: income withholding, license suspension, tax refund intercepts and liens on property. The main difference is the route to challenge it. You usually start with the agency itself, through an administrative review or hearing, and you have to ask for it within a short deadline.',
        'Read more in [Administrative vs. Judicial Child Support Orders](/blog/administrative-vs-judicial-child-support).',
      ],
    },
    {
      id: 'deadlines',
      question: 'How long do I have to challenge an administrative order?',
      answer: [
        'Not long. In most states the window is 20-35 days from the date you were served. Texas allows 30 days (Office of the Attorney General Child Support Division), California 30 days (Department of Child Support Services), Florida 20 days (Department of Revenue Child Support Program), New York 35 days to petition for administrative review (Support Collection Unit), and Pennsylvania 30 days for an administrative appeal (Bureau of Child Support Enforcement).',
        'Always check your own notice: it states your deadline and where to send your request. Count from the date of service, not from the day you read the letter, and if anything is unclear, contact the agency right away rather than waiting. Once the deadline passes, the order can become final and your options narrow.',
        'See the state guides for [Texas](/states/texas-child-support), [California](/states/california-child-support), [Florida](/states/florida-child-support), [New York](/states/new-york-child-support) and [Pennsylvania](/states/pennsylvania-child-support).',
      ],
    },
    {
      id: 'paternity',
      question: 'Can I challenge an acknowledgment of paternity I signed?',
      answer: [
        'Possibly. Under federal law (42 U.S.C. § 666(a)(5)(D)), anyone who signs a voluntary acknowledgment of paternity can rescind it within 60 days, or earlier if a legal proceeding about the child comes first. After that, the acknowledgment can generally be challenged only on the basis of fraud, duress or material mistake of fact, and the person challenging has to prove it.',
        "State deadlines for these later challenges usually run from 60 days to 2 years, and some states allow more time where fraud or duress is involved. The rules differ a lot from state to state, so find out your own state's deadline as soon as you can.",
        'Read more in [Challenging an Acknowledgment of Paternity](/blog/acknowledgment-of-paternity).',
      ],
    },
    {
      id: 'refunds',
      question: 'What is your refund policy?',
      answer: [
        'The guide comes with a {{refundDays}}-day money-back guarantee. If it is not what you need, e-mail {{supportEmail}} within {{refundDays}} days of your purchase from the address you used to buy it, and we will refund you in full.',
        'Once your refund is approved, it is paid back to your original payment method within 5-10 business days; your bank may take a little longer to show it. The full terms are in our [Terms & Conditions](/terms).',
      ],
    },
    {
      id: 'delivery',
      question: 'How and when will I receive the guide?',
      answer: [
        'Instantly. As soon as your payment goes through, you can download the PDF from the confirmation page. We also send it to the e-mail address you entered at checkout, usually within 5-10 minutes.',
        'If the e-mail has not arrived after 10 minutes, check your spam, junk or promotions folder. Still nothing? Write to {{supportEmail}} and we will send it again.',
      ],
    },
    {
      id: 'payment-security',
      question: 'Is my payment secure?',
      answer: [
        "Yes. Payments are processed by Stripe, a PCI-compliant payment processor, and the connection is protected with 256-bit SSL encryption. You enter your card details on Stripe's secure payment page, so your full card number never reaches our servers.",
        'We keep a record of the transaction itself (not your card number) for about 7 years for accounting purposes. Our [Privacy Policy](/privacy) explains what we collect and why.',
      ],
    },
    {
      id: 'states',
      question: 'Which states does the guide cover?',
      answer: [
        'The federal framework applies in every state: all state child support programs run under Title IV-D, and 42 U.S.C. §§ 654 and 666 set the procedures they must follow. The guide explains those rules, so it is useful wherever your order was issued.',
        'It also gives state-specific deadlines and agencies for Texas, California, Florida, New York and Pennsylvania. If you live elsewhere, the general process still applies, but check the notice you received and your state agency for your exact deadline.',
      ],
    },
    {
      id: 'legal-advice',
      question: 'Is this legal advice?',
      answer: [
        'No. The {{guideName}} and everything on this site are educational information. They explain how the system works, but they do not apply the law to your situation, and buying the guide does not create an attorney-client relationship.',
        'Challenging an order on your own is hard. Most self-represented challenges are dismissed: about 85% in Florida, 90% in New York City and 88% in Pennsylvania. Knowing the procedure before you file helps, and if your case is complex or a lot is at stake, consider talking to a licensed attorney in your state. See our [Legal Notice](/legal-notice).',
      ],
    },
    {
      id: 'old-orders',
      question: 'Can I still use the guide if my order is old?',
      answer: [
        'Yes. Even if the first challenge window has closed, other routes may still be open: a modification if your circumstances have changed, a challenge if you were never properly served, or a paternity challenge based on fraud, duress or material mistake of fact. The guide explains what each one requires so you can see which may fit.',
        'Act promptly either way. Under the federal Bradley Amendment (42 U.S.C. § 666(a)(9)), support that is already past due generally cannot be reduced retroactively, so every month you wait can add to what you owe.',
      ],
    },
    {
      id: 'modification',
      question: 'Can my child support be modified?',
      answer: [
        'Often, yes, if your circumstances have changed substantially. Many states treat an income change of about 15-20% or more as the threshold for a review, though the exact rule varies. You ask the agency that issued the order for a review and back it up with proof, such as pay stubs, a termination letter or tax returns.',
        'A modification typically takes 30-90 days. Keep paying the current order in the meantime: the new amount usually applies only from the date you asked for the review, not before, and past-due support cannot be reduced retroactively. That is why it pays to file as soon as your income changes.',
      ],
    },
    {
      id: 'contact',
      question: 'How do I contact you?',
      answer: [
        'E-mail us at {{supportEmail}}. We answer questions about the guide, your order, delivery and refunds.',
        'We cannot give legal advice about your case. For that, contact a licensed attorney or a legal aid organization in your state.',
      ],
    },
  ],
};
