import type { EntryStatus, PageKey } from '#shared/contracts/publishing.ts';

/** The back office's words for Pages: the list of the site's fixed pages and their sections' form. */
export const pagesCopy = {
  list: {
    title: 'Pages',
    description:
      'The site’s fixed pages: the home page’s sections, the FAQ, the quick answers and the legal pages.',
    loading: 'Loading the pages…',
    empty: 'No pages yet.',
    lastSaved: 'Last saved {{time}}',
    unpublishedChanges: 'Unpublished changes',
  },
  /** What each page is, by its key. */
  names: {
    home: 'Home page',
    faq: 'FAQ',
    'quick-answers': 'Quick answers',
    'legal-notice': 'Legal notice',
    terms: 'Terms & conditions',
    privacy: 'Privacy policy',
    accessibility: 'Accessibility statement',
  } satisfies Record<PageKey, string>,
  statuses: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
    unpublished: 'Unpublished',
  } satisfies Record<EntryStatus, string>,
  blocks: {
    add: 'Add {{item}}',
    remove: 'Remove',
    moveUp: 'Move up',
    moveDown: 'Move down',
    /** What the buttons of one item say to a screen reader: "Remove Question 2". */
    itemAction: '{{action}} {{item}}',
    empty: 'None yet.',
  },
  /**
   * Field names the form shows where the name in the blocks does not read well by itself
   * ("faqCards" → "FAQ cards"); any other name is written out from its words.
   */
  fieldLabels: {
    whatsInside: 'What’s inside the guide',
    faqCards: 'FAQ cards',
    faqId: 'FAQ anchor',
    id: 'Anchor',
    cta: 'Button',
    eyebrow: 'Line above the heading',
    posterAlt: 'Video poster description',
    priceNoteAlone: 'Price note without a regular price',
    learn: 'What you’ll learn',
    enforcement: 'If you do nothing',
    finalOffer: 'Final offer',
    quickAnswer: 'Quick answer',
    detailedAnswer: 'Detailed answer',
    guide: 'Where the guide covers it',
    legalNotice: 'Legal notice',
    quickAnswers: 'Quick answers',
    faqLabel: 'FAQ link',
  } as Record<string, string>,
  /** One item of a list, by the list's name: "Question 3". */
  itemLabels: {
    items: 'Item',
    reassurance: 'Line',
    paragraphs: 'Paragraph',
    consequences: 'Consequence',
    points: 'Point',
    answer: 'Paragraph',
  } as Record<string, string>,
} as const;
