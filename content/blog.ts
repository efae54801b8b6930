import { getGuideLabel } from './calls-to-action.ts';

/** Copy of the blog index: around the article list and state guides. Strings may use the {{placeholders}}. */
export const blogCopy: {
  intro: string;
  featuredLabel: string;
  readMore: string;
  moreArticlesHeading: string;
  statesHeading: 'State-Specific Resources';
  statesIntro: string;
  stateCardLink: string;
  comingSoon: { title: 'More States Coming Soon'; text: string };
  cta: { heading: string; text: string; button: string };
  /** The feed of posts: its title in feed readers and the blog's link to it. */
  feed: { title: string; link: string };
} = {
  intro:
    'Plain-English articles on administrative child support orders, agency mistakes, paternity acknowledgments and the deadlines that decide whether you can challenge.',
  featuredLabel: 'Featured Article',
  readMore: 'Read article',
  moreArticlesHeading: 'More Articles',
  statesHeading: 'State-Specific Resources',
  statesIntro:
    'Deadlines and agencies differ from state to state. Start with the guide for the state that issued your order.',
  stateCardLink: 'Read the guide',
  comingSoon: {
    title: 'More States Coming Soon',
    text: 'We are adding guides for more states. Until then, the federal rules explained in our articles apply everywhere, and the notice you received states your own deadline.',
  },
  cta: {
    heading: 'Ready to Challenge Your Order?',
    text: 'The {{guideName}} brings it all together in {{pages}} pages: deadlines, agency errors, sample forms and a federal law reference, with a {{refundDays}}-day money-back guarantee.',
    button: getGuideLabel,
  },
  feed: { title: '{{brand}}: articles', link: 'Feed' },
};
