import { pageLinks } from './page-links.ts';
import type { PageMeta } from './page-meta.ts';

/** Head and heading of every fixed page. Articles and state guides have their own files. */
export const pages = {
  home: {
    ...pageLinks.home,
    title: 'Challenge an Administrative Child Support Order',
    heading: 'Challenge Your Administrative Child Support Order Before Enforcement Starts',
    description:
      'A plain-English guide for parents who believe an administrative child support order or acknowledgment of paternity is invalid: deadlines, agency rules and the steps to challenge it.',
    keywords: [
      'administrative child support order',
      'challenge child support',
      'child support defense',
      'invalid child support order',
    ],
    cache: 'public',
  },
  checkout: {
    ...pageLinks.checkout,
    title: 'Secure Checkout',
    heading: 'Secure Checkout',
    description:
      'Get the {{guideName}}: instant PDF download, step-by-step guidance and a {{refundDays}}-day money-back guarantee.',
    keywords: ['child support guide', 'buy child support defense guide'],
    cache: 'public',
  },
  success: {
    ...pageLinks.success,
    title: 'Payment Result',
    // Rendered on the server while the payment is being verified; the page then shows its result.
    heading: 'Verifying Your Payment...',
    description: 'Confirmation of your {{guideName}} purchase.',
    keywords: [],
    private: true,
  },
  quickAnswers: {
    ...pageLinks.quickAnswers,
    title: 'Quick Answers to Urgent Child Support Questions',
    heading: 'Quick Answers to Urgent Child Support Questions',
    description:
      'Short, direct answers about deadlines, wage garnishment, modifications and challenging an administrative child support order.',
    keywords: ['child support deadlines', 'wage garnishment', 'child support modification'],
    cache: 'public',
  },
  faq: {
    ...pageLinks.faq,
    title: 'Frequently Asked Questions',
    heading: 'Frequently Asked Questions',
    description:
      'Answers to common questions about the {{guideName}}, administrative orders, refunds and delivery.',
    keywords: ['child support FAQ', 'administrative child support questions'],
    cache: 'public',
  },
  blog: {
    ...pageLinks.blog,
    title: 'Child Support Law, Explained',
    heading: 'Child Support Law, Explained',
    description:
      'Articles on administrative child support orders, agency mistakes, paternity acknowledgments and state-by-state challenge deadlines.',
    keywords: ['child support blog', 'child support articles', 'state child support guides'],
    cache: 'public',
  },
  newsletterArchive: {
    ...pageLinks.newsletterArchive,
    title: 'Newsletter Archive',
    heading: 'Newsletter Archive',
    description:
      'Every issue of the {{brand}} newsletter: e-mail tips on child support deadlines, agency mistakes and what to ask the agency.',
    keywords: ['child support newsletter', 'child support e-mail tips'],
    cache: 'public',
  },
  legalNotice: {
    ...pageLinks.legalNotice,
    title: 'Legal Notice',
    heading: 'Legal Notice',
    description:
      'The {{guideName}} is educational information, not legal advice, and creates no attorney-client relationship.',
    keywords: ['legal notice', 'educational disclaimer'],
    cache: 'public',
  },
  terms: {
    ...pageLinks.terms,
    title: 'Terms & Conditions',
    heading: 'Terms & Conditions',
    description: 'The terms that apply to buying and using the {{guideName}}.',
    keywords: ['terms and conditions'],
    cache: 'public',
  },
  privacy: {
    ...pageLinks.privacy,
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    description: 'What {{brand}} collects, why, where it is kept and the choices you have.',
    keywords: ['privacy policy'],
    cache: 'public',
  },
  accessibility: {
    ...pageLinks.accessibility,
    title: 'Accessibility Statement',
    heading: 'Accessibility Statement',
    description:
      'The accessibility {{brand}} aims for (WCAG 2.2 AA), what is known not to meet it yet and how to report a problem.',
    keywords: ['accessibility statement', 'WCAG 2.2'],
    cache: 'public',
  },
  admin: {
    ...pageLinks.admin,
    title: 'Admin Dashboard',
    heading: 'Admin Dashboard',
    description: 'Back office for {{brand}}.',
    keywords: [],
    private: true,
  },
  // A signed-in buyer's own orders: private, never indexed or cached.
  library: {
    ...pageLinks.library,
    title: 'Your Purchases',
    heading: 'Your purchases',
    description:
      'Sign in with your e-mail address to download the newest version of the {{guideName}} and see your receipts.',
    keywords: [],
    private: true,
  },
} as const satisfies Record<string, PageMeta>;
