import type { EntryStatus, StateGuideSectionKey } from '#shared/contracts/publishing.ts';

/** The back office's State guides section: the 51 jurisdictions, the template and its form. */
export const stateGuidesCopy = {
  title: 'State guides',
  description:
    'All 50 states and DC, most visited first: visits counted from each state in the last 90 days. Write next what readers look for.',
  loading: 'Loading the states...',
  listLabel: 'States and their guides',
  columns: {
    state: 'State',
    visits: 'Visits (90 days)',
    guide: 'Guide',
    reviewed: 'Reviewed',
    updated: 'Updated',
    actions: 'Actions',
  },
  statuses: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    published: 'Published',
    unpublished: 'Unpublished',
  } satisfies Record<EntryStatus, string>,
  notCovered: 'No guide',
  never: '—',
  edit: 'Edit',
  writeGuide: 'Write a guide',
  writing: 'Starting...',
  notices: {
    created: {
      title: 'Draft started',
      description: 'Fill in the agency, the deadline and each section, then publish.',
    },
    failed: { title: 'Draft not started', description: 'Please try again.' },
  },
  /**
   * What a new guide starts with: its names from the state's, each section's usual heading.
   * Every body is empty: the seller writes the legal content, the software never does.
   */
  template: {
    title: '{{state}} Child Support',
    label: '{{state}} Child Support',
    /** The address's last segment, before it is made lower-case and hyphenated. */
    slug: '{{state}} child support',
    headings: {
      overview: 'How child support orders work in {{state}}',
      deadline: 'The deadline',
      review: 'How to ask for a review',
      pitfalls: 'Why challenges fail',
      forms: 'Forms',
      whereToFile: 'Where to file',
      documents: 'Documents and evidence to gather',
      mistakes: 'Common mistakes {{state}} parents make',
      enforcement: 'What enforcement looks like',
      nextSteps: 'What to do this week',
    } satisfies Record<StateGuideSectionKey, string>,
  },
  fields: {
    state: 'State',
    chooseState: 'Choose a state',
    agency: 'Agency (short name)',
    agencyHint: 'As readers see it on their letters: OAG, DCSS, DOR.',
    agencyName: 'Agency name',
    agencyNameHint: 'Its full name: Department of Child Support Services.',
    challengeDays: 'Days to challenge',
    challengeDaysHint:
      'Days from service to challenge an administrative order, as the state’s own rules say.',
    sectionsTitle: 'Sections',
    sectionsHint:
      'In the order the page shows them; the call to action comes after “Where to file”. A section without text is left out of the page. Markdown: ## for a subheading, - for a list, [words](/path) for a link.',
    heading: '{{section}}: heading',
    body: '{{section}}: text',
    /** The slot's name and what belongs in it. */
    sections: {
      overview: {
        name: 'Overview',
        hint: 'Who issues orders in this state, administrative or court, and what the agency does.',
      },
      deadline: {
        name: 'Deadline',
        hint: 'How long a parent has from service to challenge, how to count the days, what happens after.',
      },
      review: {
        name: 'Asking for a review',
        hint: 'How to ask for a review or hearing in writing: to whom, what to include, how to prove it was sent.',
      },
      pitfalls: {
        name: 'Why challenges fail',
        hint: 'The reasons challenges are refused in this state, with figures only from sources you cite.',
      },
      forms: {
        name: 'Forms',
        hint: 'The forms by name and number, and where to get them.',
      },
      whereToFile: {
        name: 'Where to file',
        hint: 'The office, address or portal that takes the request.',
      },
      documents: {
        name: 'Documents',
        hint: 'The papers and evidence to gather before the hearing.',
      },
      mistakes: {
        name: 'Common mistakes',
        hint: 'What parents in this state often get wrong.',
      },
      enforcement: {
        name: 'Enforcement',
        hint: 'What the agency can do once an order exists: withholding, license suspension, liens.',
      },
      nextSteps: {
        name: 'What to do this week',
        hint: 'The few first steps, in order.',
      },
    } satisfies Record<StateGuideSectionKey, { name: string; hint: string }>,
  },
} as const;
